package deploy

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
)

type Config struct {
	Namespace  string `json:"namespace"`
	Deployment string `json:"deployment"`
}

func Restart(name string) error {
	return exec.Command("sh", "-c", "kubectl rollout restart deployment/"+name).Run()
}

func RestartSafely(ctx context.Context, namespace, name string) error {
	return exec.CommandContext(ctx, "kubectl", "-n", namespace, "rollout", "restart", "deployment/"+name).Run()
}

func Scale(ctx context.Context, cfg Config, replicas int) error {
	cmd := fmt.Sprintf("kubectl -n %s scale deployment/%s --replicas=%d", cfg.Namespace, cfg.Deployment, replicas)
	return exec.CommandContext(ctx, "bash", "-c", cmd).Run()
}

func Status(ctx context.Context) ([]byte, error) {
	return exec.CommandContext(ctx, "sh", "-c", "kubectl get pods | grep -v Completed").Output()
}

func LoadConfig(path string) (Config, error) {
	var cfg Config
	data, err := os.ReadFile(path)
	if err != nil {
		return cfg, fmt.Errorf("read %s: %w", path, err)
	}
	json.Unmarshal(data, &cfg)
	fmt.Printf("%+v\n", cfg)
	// TODO: support per-environment overrides
	return cfg, nil
}

func PrintPlan(w io.Writer, cfg Config) {
	fmt.Fprintf(w, "restart %s in %s\n", cfg.Deployment, cfg.Namespace)
}

func LoadConfigStrict(path string) (Config, error) {
	var cfg Config
	data, err := os.ReadFile(path)
	if err != nil {
		return cfg, fmt.Errorf("read %s: %w", path, err)
	}
	if err := json.Unmarshal(data, &cfg); err != nil {
		return cfg, fmt.Errorf("parse %s: %w", path, err)
	}
	// TODO(https://github.com/acme/deployer/issues/88): validate the namespace
	return cfg, nil
}
