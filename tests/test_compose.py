"""docker-compose.yml as `docker-compose config` (Debian's 1.29, which validates without an engine)
resolves it: secrets only from .env with no working default, ports on localhost, healthchecks,
named volumes, the workers' environment carrying every project setting, the MinerU profile, the
chat database beside Windmill's."""
import json
import os
import re
import shutil
import subprocess

import pytest
import yaml

from f.common.config import ENV, load
from tests.conftest import ROOT

SECRETS = ("WM_DB_PASSWORD", "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "QDRANT_API_KEY", "CHAT_DB_PASSWORD")
CLIENT_ONLY = {"WM_BASE_URL", "WM_TOKEN", "WM_WORKSPACE"}   # the wrappers', not the workers'


def compose(tmp_path, env_text: str, *args: str) -> subprocess.CompletedProcess:
    binary = shutil.which("docker-compose")
    if not binary:
        pytest.fail("docker-compose is not installed: run bin/kb-setup --dev")
    shutil.copy(ROOT / "docker-compose.yml", tmp_path / "docker-compose.yml")
    (tmp_path / ".env").write_text(env_text)
    return subprocess.run([binary, *args, "config"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)


def filled_env() -> str:
    text = (ROOT / ".env.example").read_text()
    for i, name in enumerate(SECRETS):
        text = text.replace(f"\n{name}=\n", f"\n{name}=s3cr3t{i}x\n")
    return text


def test_example_env_has_no_working_secret(tmp_path):
    proc = compose(tmp_path, (ROOT / ".env.example").read_text())
    assert proc.returncode != 0 and "in .env" in proc.stderr
    example = (ROOT / ".env.example").read_text()
    for name in SECRETS + ("KB_LLM_API_KEY", "KB_EMBED_API_KEY", "KB_CHAT_TOKENS"):
        assert f"\n{name}=\n" in example, f"{name} must be empty in .env.example"
        lines = [l for l in example.splitlines() if l.startswith(f"{name}=")]
        assert len(lines) == 1
    text = (ROOT / "docker-compose.yml").read_text()
    for name in SECRETS:
        assert f"${{{name}:?" in text and f"${{{name}:-" not in text


def test_config_resolves_with_secrets(tmp_path):
    proc = compose(tmp_path, filled_env())
    assert proc.returncode == 0, proc.stderr
    config = yaml.safe_load(proc.stdout)
    services = config["services"]
    assert {"db", "chat_db", "windmill_server", "windmill_worker", "windmill_worker_native", "minio",
            "minio_init", "qdrant", "ollama", "ollama_pull"} <= set(services)
    assert services["windmill_worker_mineru"]["profiles"] == ["mineru"]   # started on request
    assert services["db"]["image"].startswith("postgres:16")
    for name, service in services.items():
        for port in service.get("ports", []):
            assert str(port).startswith("127.0.0.1:"), (name, port)
        for volume in service.get("volumes", []):
            assert not str(volume).startswith(("/", ".")), (name, volume)   # named volumes only
    for name in ("db", "chat_db", "windmill_server", "minio", "qdrant", "ollama"):
        assert services[name]["healthcheck"]["test"], name
    assert set(config["volumes"]) >= {"db_data", "chat_db_data", "minio_data", "qdrant_data", "ollama_models"}
    assert services["minio_init"]["entrypoint"][-1] == "kb/ebook"
    assert "s3cr3t" not in " ".join(services["minio_init"]["entrypoint"])   # not in arguments
    assert services["ollama_pull"]["entrypoint"] == ["ollama", "pull", "bge-m3"]
    assert services["ollama_pull"]["depends_on"]["ollama"]["condition"] == "service_healthy"


def test_workers_carry_every_project_setting(tmp_path):
    config = yaml.safe_load(compose(tmp_path, filled_env()).stdout)
    wanted = set(ENV) - CLIENT_ONLY
    for name in ("windmill_worker", "windmill_worker_native"):
        env = config["services"][name]["environment"]
        assert wanted <= set(env), (name, wanted - set(env))
        assert not CLIENT_ONLY & set(env)
        assert set(env["WHITELIST_ENVS"].split(",")) == wanted     # Windmill passes them on
        assert env["MINIO_SECRET_KEY"] == "s3cr3t2x" and env["QDRANT_API_KEY"] == "s3cr3t3x"
        assert env["MINIO_ENDPOINT"] == "minio:9000" and env["OLLAMA_URL"] == "http://ollama:11434"
        assert env["DATABASE_URL"].startswith("postgres://postgres:s3cr3t0x@db:5432/windmill")


def test_chat_database_beside_windmills(tmp_path, monkeypatch):
    services = yaml.safe_load(compose(tmp_path, filled_env()).stdout)["services"]
    chat, windmill = services["chat_db"], services["db"]
    assert chat["image"].startswith("postgres:16") and not chat.get("ports")   # reached inside only
    env = chat["environment"]
    assert (env["POSTGRES_USER"], env["POSTGRES_DB"], env["POSTGRES_PASSWORD"]) == ("kb_chat", "chat", "s3cr3t4x")
    assert env["POSTGRES_PASSWORD"] != windmill["environment"]["POSTGRES_PASSWORD"]
    assert [v.split(":")[0] for v in chat["volumes"]] == ["chat_db_data"]   # not Windmill's db_data
    assert chat["healthcheck"]["test"][-1] == "pg_isready -U kb_chat -d chat"
    for name in ("windmill_worker", "windmill_worker_native"):
        worker = services[name]
        url = worker["environment"]["KB_CHAT_DB_URL"]
        assert url == "postgresql://kb_chat:s3cr3t4x@chat_db:5432/chat", name
        assert worker["depends_on"]["chat_db"]["condition"] == "service_healthy", name
        monkeypatch.setenv("KB_CHAT_DB_URL", url)   # a URL the project's settings accept
        assert load().chat_db_url == url
        assert worker["environment"]["KB_CHAT_TOKENS"] == ""   # no default token: nobody may chat
    assert "s3cr3t4x" not in (ROOT / "docker-compose.yml").read_text()


def test_mineru_profile_is_a_gpu_mineru4_service_and_the_flows_worker_group_calling_it(tmp_path):
    proc = compose(tmp_path, filled_env(), "--profile", "mineru")
    assert proc.returncode == 0, proc.stderr
    services = yaml.safe_load(proc.stdout)["services"]
    mineru, worker = services["mineru"], services["windmill_worker_mineru"]
    assert mineru["profiles"] == ["mineru"] and not mineru.get("ports")   # reached inside the stack only
    assert mineru["command"][0] == "mineru-api" and mineru["environment"]["MINERU_VERSION"] == "4.0.12"
    assert '"mineru[full]==$$MINERU_VERSION"' in mineru["entrypoint"][2]   # 4.0.12 has no `core` extra
    assert [v.split(":")[0] for v in mineru["volumes"]] == ["mineru_models"]
    assert mineru["environment"]["MINERU_HOME"] == mineru["volumes"][0].split(":")[1]   # the weights persist
    assert mineru["deploy"]["resources"]["reservations"]["devices"][0]["capabilities"] == ["gpu"]
    assert "/v1/health" in " ".join(mineru["healthcheck"]["test"])
    assert worker["environment"]["WORKER_TAGS"] == "mineru"
    assert worker["environment"]["MINERU_API_URL"] == "http://mineru:8000"   # the service's port
    assert "--port" in mineru["command"] and mineru["command"][mineru["command"].index("--port") + 1] == "8000"
    assert worker["environment"]["MINERU_TIER"] == "standard" and worker["environment"]["MINERU_CLI"] == ""
    assert worker["depends_on"]["mineru"]["condition"] == "service_healthy"
    flow = yaml.safe_load((ROOT / "f/index/ingest_book__flow/flow.yaml").read_text())
    branch = flow["value"]["modules"][0]["value"]["branches"][0]["modules"][0]
    assert branch["value"]["tag_override"] == worker["environment"]["WORKER_TAGS"]
    assert branch["value"]["input_transforms"]["parser"]["expr"] == "'mineru'"


@pytest.mark.slow
def test_compose_mineru_command_line_is_one_the_pinned_mineru_api_runs(tmp_path):
    """The service's command, checked against the installed mineru-api (bin/kb-setup --dev puts the
    pinned MinerU in .tools/mineru): every option is in its own --help, and the very command (on a
    loopback port) starts a server that answers with the pinned version and serves every tier."""
    import socket
    import time
    import urllib.request

    binary = ROOT / ".tools" / "mineru" / "bin" / "mineru-api"
    if not binary.exists():
        pytest.fail("MinerU 4 is not installed: bin/kb-setup --dev (or --mineru) installs it into .tools/mineru")
    services = yaml.safe_load(compose(tmp_path, filled_env(), "--profile", "mineru").stdout)["services"]
    command, env = services["mineru"]["command"], services["mineru"]["environment"]
    help_text = subprocess.run([str(binary), "--help"], capture_output=True, text=True, timeout=120,
                               env={**os.environ, "COLUMNS": "250"}).stdout
    options = set(re.findall(r"│ (--[a-z][a-z-]*)\s", help_text))
    assert {"--tier", "--host", "--port", "--api-key"} <= options, help_text[:500]
    assert {a for a in command[1:] if a.startswith("--")} <= options
    tier = command[command.index("--tier") + 1]
    assert tier in re.findall(r"[a-z]+", re.search(r"Server capability tier: ([a-z, ]+)", help_text).group(1))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])
    args = [str(binary), *command[1:], "--upload-dir", str(tmp_path / "uploads")]
    args[args.index("--host") + 1], args[args.index("--port") + 1] = "127.0.0.1", port
    server = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
                              env={**os.environ, "HOME": str(tmp_path)})
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                health = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/health", timeout=5).read())
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, "mineru-api did not start"
                time.sleep(0.5)
        tiers = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/tiers", timeout=5).read())
    finally:
        server.terminate()
        server.wait(30)
    assert health["version"] == env["MINERU_VERSION"] == (ROOT / ".tools/mineru/.version").read_text().strip()
    assert [t["id"] for t in tiers["data"]] == ["flash", "basic", "standard", "advanced"]


def interpolate(text: str, env: dict[str, str]) -> str:
    """Compose's variable interpolation (${VAR}, ${VAR:-default}, ${VAR:?error}), as needed here."""
    def value(match):
        name, op, arg = match.group(1), match.group(2), match.group(3)
        if op == ":?" and not env.get(name):
            raise ValueError(arg)
        return (env.get(name) or arg) if op == ":-" else env.get(name, "")
    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", value, text)


def test_valid_for_the_current_compose_specification():
    """docker compose v2 validates against the Compose Specification; `compose-spec` (Rust
    bindings of that specification) checks every key and type of the file the same way."""
    from compose_spec import PyCompose

    env = dict(line.split("=", 1) for line in filled_env().splitlines()
               if line and not line.startswith("#"))
    data = yaml.safe_load(interpolate((ROOT / "docker-compose.yml").read_text(), env))
    compose = PyCompose.from_json(json.dumps(data))
    assert "windmill_worker_mineru" in compose.service_names()
    data["services"]["qdrant"]["healthcheck"]["retries"] = "many"   # the check can fail
    with pytest.raises(ValueError):
        PyCompose.from_json(json.dumps(data))
    with pytest.raises(ValueError, match="QDRANT_API_KEY"):
        interpolate((ROOT / "docker-compose.yml").read_text(),
                    {**env, "QDRANT_API_KEY": ""})
