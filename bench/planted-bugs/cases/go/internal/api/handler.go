package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
)

type Profile struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type ProfileStore interface {
	Profile(id string) (*Profile, error)
	Refresh() error
}

type Handler struct {
	store ProfileStore
	log   *slog.Logger
}

func (h *Handler) GetProfile(w http.ResponseWriter, r *http.Request) {
	profile, err := h.store.Profile(r.PathValue("id"))
	if err != nil {
		w.WriteHeader(http.StatusOK)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(profile)
}

func (h *Handler) GetProfileStrict(w http.ResponseWriter, r *http.Request) {
	profile, err := h.store.Profile(r.PathValue("id"))
	if err != nil {
		h.log.Error("profile lookup failed", "err", err)
		http.Error(w, "profile unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(profile)
}

func (h *Handler) Refresh(w http.ResponseWriter, r *http.Request) {
	if err := h.store.Refresh(); err != nil {
		h.log.Debug("refresh failed", "err", err)
	}
	w.WriteHeader(http.StatusNoContent)
}
