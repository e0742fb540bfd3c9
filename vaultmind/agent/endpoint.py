"""A model on an OpenAI-compatible server (Ollama, llama-server, LM Studio,
llama-cpp-python's server) behind the `LanguageModel` protocol, over httpx2.

Every call streams (server-sent events), whether or not the caller wants pieces:
a piece is where a cancel (`StoppableModel`'s callback raises `Cancelled`) and the
call's deadline are checked, and leaving the stream closes the connection, which
makes the server stop generating. Structured output asks for the server's JSON
schema support (`response_format`); the caller parses and grounds the reply as it
does the in-process model's, so a server that ignores the schema is caught there.
Tokens are not counted by the server (no common API): a cautious estimate, so a
prompt is never cut to more than the context holds.
"""

from __future__ import annotations

import json
import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from vaultmind.agent.endpoint_config import (
    DEFAULT_CONTEXT,
    DEFAULT_PARAMETERS,
    Endpoint,
    ModelServerDown,
    ModelServerError,
)
from vaultmind.agent.language_model import Completion
from vaultmind.cancel import check, watched_token
from vaultmind.errors import VaultMindError

if TYPE_CHECKING:
    import httpx2

DEFAULT_TIMEOUT = 120.0  # seconds for one whole reply; `model_timeout`
PROBE_SECONDS = 3.0  # the reachability check: bounded, asked only at first use or `--check`
_TICK = 0.1  # seconds between looks at the cancel token while the server is silent
_SCHEMA_STYLES = ("json_schema", "json_object")  # OpenAI's spelling, then llama-cpp-python's


class EndpointModel:
    def __init__(self, endpoint: Endpoint, timeout: float = DEFAULT_TIMEOUT, context_cap: int = 0):
        import httpx2

        self.endpoint = endpoint
        self.name = endpoint.label
        self.timeout = timeout
        self._context = endpoint.context or DEFAULT_CONTEXT
        self._context_cap = context_cap
        self._parameters = endpoint.parameters or DEFAULT_PARAMETERS
        self._schema_style = 0  # index into _SCHEMA_STYLES; the next is tried on a 4xx
        self._lock = threading.Lock()  # one call at a time, as with the in-process model
        headers = {}
        if endpoint.api_key_env:
            key = os.environ.get(endpoint.api_key_env)
            if not key:
                raise ModelServerError(f"model server at {endpoint.base_url}: the environment "
                                       f"variable {endpoint.api_key_env} is not set")  # fmt: skip
            headers["Authorization"] = f"Bearer {key}"
        self._client = httpx2.Client(headers=headers, trust_env=False)  # no proxy guessing

    @property
    def context_size(self) -> int:
        return min(self._context, self._context_cap) if self._context_cap else self._context

    @property
    def parameters(self) -> int:
        return self._parameters

    def close(self) -> None:
        self._client.close()

    def count_tokens(self, text: str) -> int:
        """A byte every 3 tokens: above what a BPE tokenizer makes of English (~4) and
        of Cyrillic (2 bytes a letter, ~3 letters a token for a 7B model)."""
        return max(1, len(text.encode("utf-8")) // 3)

    def probe(self) -> list[str]:
        """The server's model names; `ModelServerDown` when nothing answers in time.
        Takes the context and size from llama-server's `meta` when the table gave none."""
        import httpx2

        try:
            reply = self._client.get(f"{self.endpoint.base_url}/models", timeout=PROBE_SECONDS)
        except httpx2.HTTPError as exc:
            raise ModelServerDown(f"model server at {self.endpoint.base_url} not reachable "
                                  f"({_why(exc)})") from None  # fmt: skip
        if reply.status_code == 404:
            return []  # it answers, and lists no models: the chat call will tell
        if reply.status_code >= 400:
            raise ModelServerError(
                f"model server at {self.endpoint.base_url} answered {reply.status_code}"
            )
        try:
            listed = [m for m in reply.json().get("data", []) if isinstance(m, dict)]
        except (ValueError, AttributeError):
            raise ModelServerError(f"model server at {self.endpoint.base_url} sent a model "
                                   "list that is not OpenAI's JSON") from None  # fmt: skip
        for entry in listed:
            meta = entry.get("meta")
            if entry.get("id") == self.endpoint.model and isinstance(meta, dict):
                self._learn(meta)
        return [str(m.get("id")) for m in listed]

    def _learn(self, meta: dict[str, Any]) -> None:
        if not self.endpoint.context and isinstance(meta.get("n_ctx_train"), int):
            self._context = meta["n_ctx_train"]
        if not self.endpoint.parameters and isinstance(meta.get("n_params"), int):
            self._parameters = meta["n_params"]

    def complete(
        self,
        system: str,
        prompt: str,
        *,
        max_tokens: int,
        schema: dict[str, Any] | None = None,
        temperature: float = 0.0,
        on_text: Callable[[str], None] | None = None,
    ) -> Completion:
        messages = [{"role": "system", "content": system}, {"role": "user", "content": prompt}]
        body: dict[str, Any] = {"model": self.endpoint.model, "messages": messages,
                                "max_tokens": max_tokens, "temperature": temperature,
                                "seed": 0, "stream": True}  # fmt: skip
        started = time.perf_counter()
        with self._lock:
            pieces = self._stream_with_schema(body, schema, started, on_text)
        text = "".join(pieces)
        return Completion(text, self.count_tokens(system + prompt), self.count_tokens(text),
                          time.perf_counter() - started, self.name)  # fmt: skip

    def _stream_with_schema(
        self,
        body: dict[str, Any],
        schema: dict[str, Any] | None,
        started: float,
        on_text: Callable[[str], None] | None,
    ) -> list[str]:
        """The reply's pieces; a server that refuses one way of asking for a schema is
        asked the other way once (llama-cpp-python knows only `json_object`)."""
        while True:
            if schema is not None:
                body["response_format"] = _response_format(_SCHEMA_STYLES[self._schema_style],
                                                           schema)  # fmt: skip
            try:
                return list(self._stream(body, started, on_text))
            except _SchemaRefused:
                if self._schema_style + 1 >= len(_SCHEMA_STYLES):
                    raise ModelServerError(f"model server at {self.endpoint.base_url} "
                                           "refuses JSON schemas") from None  # fmt: skip
                self._schema_style += 1

    def _stream(
        self, body: dict[str, Any], started: float, on_text: Callable[[str], None] | None
    ) -> Iterator[str]:
        """The pieces, read by a helper thread so that this one can stop waiting at once:
        at the deadline, or when the watched cancel token is set while the server is
        still reading the prompt. The helper then leaves at its next piece, closing the
        connection, which stops the server."""
        arrived: queue.Queue[tuple[str, Any]] = queue.Queue()
        stop = threading.Event()
        threading.Thread(target=self._pump, args=(body, arrived, stop), daemon=True).start()
        token = watched_token()
        try:
            while True:
                left = self.timeout - (time.perf_counter() - started)
                if left <= 0:
                    raise ModelServerError(f"model server at {self.endpoint.base_url}: no "
                                           f"whole reply within {self.timeout:g} s")  # fmt: skip
                try:
                    kind, value = arrived.get(timeout=min(_TICK, left))
                except queue.Empty:
                    check(token)
                    continue
                if kind == "done":
                    return
                if kind == "error":
                    raise value
                if on_text is not None:
                    on_text(value)  # may raise Cancelled (`StoppableModel`)
                yield value
        finally:
            stop.set()

    def _pump(self, body: dict[str, Any], arrived: queue.Queue[tuple[str, Any]],
              stop: threading.Event) -> None:  # fmt: skip
        """The request, in the helper thread: each piece, then "done", or the error."""
        import httpx2

        url = f"{self.endpoint.base_url}/chat/completions"
        timeout = httpx2.Timeout(self.timeout, connect=PROBE_SECONDS)
        where = f"model server at {self.endpoint.base_url}"
        try:
            with self._client.stream("POST", url, json=body, timeout=timeout) as reply:
                if reply.status_code >= 400:
                    _refused(reply, where, "response_format" in body)
                for piece in _pieces(reply.iter_lines(), where):
                    if stop.is_set():
                        return  # the caller has gone: leaving closes the connection
                    arrived.put(("piece", piece))
            arrived.put(("done", None))
        except (VaultMindError, _SchemaRefused) as exc:
            arrived.put(("error", exc))
        except httpx2.TimeoutException:
            error = ModelServerError(f"{where}: no reply within {self.timeout:g} s")
            arrived.put(("error", error))
        except httpx2.HTTPError as exc:
            arrived.put(("error", ModelServerError(f"{where} stopped answering ({_why(exc)})")))
        except Exception as exc:  # a bug must still end the caller's wait, in one line
            arrived.put(("error", ModelServerError(f"{where}: {type(exc).__name__}: {exc}")))


class _SchemaRefused(Exception):
    """The server rejected this way of asking for JSON; try the next."""


def _response_format(style: str, schema: dict[str, Any]) -> dict[str, Any]:
    if style == "json_schema":
        return {"type": "json_schema",
                "json_schema": {"name": "reply", "schema": schema, "strict": True}}  # fmt: skip
    return {"type": "json_object", "schema": schema}


def _refused(reply: httpx2.Response, where: str, asked_schema: bool) -> None:
    reply.read()
    # llama-cpp-python answers a `json_schema` it does not know with a 500 naming the field
    if asked_schema and (reply.status_code in (400, 422) or "response_format" in reply.text):
        raise _SchemaRefused()
    said = " ".join(reply.text.split())[:160]
    raise ModelServerError(f"{where} answered {reply.status_code}: {said}")


def _pieces(lines: Iterator[str], where: str) -> Iterator[str]:
    """The text pieces of an OpenAI chat-completion event stream; anything else is junk."""
    done = False
    for line in lines:
        if not line.strip() or line.startswith(":"):
            continue  # blank separators and SSE comments (keep-alives)
        if not line.startswith("data:"):
            if line.startswith(("event:", "id:", "retry:")):
                continue
            raise ModelServerError(f"{where} sent something that is not an event stream")
        data = line[5:].strip()
        if data == "[DONE]":
            done = True
            break
        piece = _delta(data, where)
        if piece:
            yield piece
    if not done:
        raise ModelServerError(f"{where} stopped answering in the middle of a reply")


def _delta(data: str, where: str) -> str:
    try:
        event = json.loads(data)
        if "error" in event:
            raise ModelServerError(f"{where} failed: {str(event['error'])[:160]}")
        choice = event["choices"][0] if event["choices"] else {}
        content = (choice.get("delta") or {}).get("content") or ""
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        raise ModelServerError(f"{where} sent a reply that is not an OpenAI chat "
                               "completion") from None  # fmt: skip
    if not isinstance(content, str):
        raise ModelServerError(f"{where} sent a reply that is not an OpenAI chat completion")
    return content


_WHY = {"ConnectError": "nothing answers there", "ConnectTimeout": "no answer in time",
        "ReadTimeout": "no answer in time", "RemoteProtocolError": "the connection broke",
        "ReadError": "the connection broke"}  # fmt: skip


def _why(exc: Exception) -> str:
    return _WHY.get(type(exc).__name__, type(exc).__name__)
