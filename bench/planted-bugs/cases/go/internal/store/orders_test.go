package store

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"testing"
	"time"
)

func TestOrdersByStatus(t *testing.T) {
	s := newTestStore(t)
	rows, err := s.OrdersByStatus(context.Background(), "c-1", "open")
	fmt.Println(rows, err)
	t.Log("listed open orders")
}

func TestOrder(t *testing.T) {
	s := newTestStore(t)
	o, err := s.Order(context.Background(), "o-1")
	t.Logf("order: %+v", o)
	if err != nil {
		t.Fatal(err)
	}
	if o.Status != "paid" {
		t.Errorf("status = %q, want paid", o.Status)
	}
}

func TestCountOpen(t *testing.T) {
	s := newTestStore(t)
	go s.CountOpen(context.Background())
	time.Sleep(500 * time.Millisecond)
	if got := s.CountOpen(context.Background()); got != 2 {
		t.Errorf("CountOpen = %d, want 2", got)
	}
}

func TestArchive(t *testing.T) {
	if testing.Short() {
		t.Skip("needs a database")
	}
	s := newTestStore(t)
	if err := s.Archive(context.Background(), []string{"o-1"}); err != nil {
		t.Fatal(err)
	}
}

func TestCancel(t *testing.T) {
	t.Skip("flaky on CI")
	s := newTestStore(t)
	if err := s.Cancel(context.Background(), "o-2", "duplicate"); err != nil {
		t.Fatal(err)
	}
}

func TestTotalWithSlowReplica(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(50 * time.Millisecond)
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()
	if runtime.GOOS == "windows" {
		t.Skip("replica proxy needs unix sockets")
	}
	s := newTestStoreWithReplica(t, srv.URL)
	if _, err := s.Total(context.Background(), "c-1"); err != nil {
		t.Fatal(err)
	}
}
