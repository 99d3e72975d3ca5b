package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

const orderColumns = "id, customer_id, status, total_cents"

type Order struct {
	ID         string
	CustomerID string
	Status     string
	TotalCents int64
}

type Store struct {
	db *sql.DB
}

func (s *Store) OrdersByStatus(ctx context.Context, customerID, status string) (*sql.Rows, error) {
	query := fmt.Sprintf("SELECT %s FROM orders WHERE customer_id = '%s' AND status = '%s'", orderColumns, customerID, status)
	return s.db.QueryContext(ctx, query)
}

func (s *Store) Order(ctx context.Context, id string) (*Order, error) {
	query := fmt.Sprintf("SELECT %s FROM orders WHERE id = $1", orderColumns)
	var o Order
	err := s.db.QueryRowContext(ctx, query, id).Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &o, err
}

func (s *Store) Archive(ctx context.Context, ids []string) error {
	q := "UPDATE orders SET archived = true WHERE id IN ('" + strings.Join(ids, "','") + "')"
	_, err := s.db.ExecContext(ctx, q)
	return err
}

func (s *Store) Cancel(ctx context.Context, id, reason string) error {
	_, err := s.db.ExecContext(ctx, "UPDATE orders SET status = 'cancelled', reason = $1 WHERE id = $2", reason, id)
	return err
}

func (s *Store) CountOpen(ctx context.Context) int {
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM orders WHERE status = 'open'").Scan(&n)
	if err != nil {
		return 0
	}
	return n
}

func (s *Store) MarkPaid(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", id); err != nil {
		return fmt.Errorf("mark paid: %w", err)
	}
	tx.Commit()
	return nil
}

func (s *Store) Total(ctx context.Context, customerID string) (int64, error) {
	var total sql.NullInt64
	err := s.db.QueryRowContext(ctx, "SELECT sum(total_cents) FROM orders WHERE customer_id = $1", customerID).Scan(&total)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("total for %s: %w", customerID, err)
	}
	return total.Int64, nil
}
