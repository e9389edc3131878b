"""End-to-end tests of `bridgelint lsp` driven by pytest-lsp, under the capability profiles of
real clients (Neovim 0.7, VS Code 1.65) and one that offers UTF-8 positions and pulls diagnostics.
BRIDGELINT names the binary. Run by Scripts/lsp-check."""

import asyncio
import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcRequestCancelled
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

BRIDGELINT = os.environ.get("BRIDGELINT", "bridgelint")

BASE = "import UIKit\n\nclass BaseViewController: UIViewController {}\n"
CHILD = """import UIKit

final class ChildHost: BaseViewController {
  let strip = UIViewController()

  func attach() {
    /* 😀é */ addChild(strip)
    view.addSubview(strip.view)
  }
}
"""
FIX_TITLE = "Call `strip.didMove(toParent: self)` after its view is added (unsafe)"
RULE = "missing_did_move"


def utf8_profile() -> types.ClientCapabilities:
    """VS Code's capabilities plus UTF-8 positions, pull diagnostics and refresh."""
    capabilities = client_capabilities("visual-studio-code@v1.65.2")
    capabilities.general = types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]
    )
    capabilities.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
    capabilities.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return capabilities


PROFILES = {
    "neovim-0.7": lambda: client_capabilities("neovim@v0.7.0"),
    "vscode-1.65": lambda: client_capabilities("visual-studio-code@v1.65.2"),
    "utf8-pull": utf8_profile,
}


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    (tmp_path / "Package.swift").write_text("// swift-tools-version:5.9\n")
    (tmp_path / "A.swift").write_text(BASE)
    (tmp_path / "B.swift").write_text(CHILD)
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BRIDGELINT, "lsp"]), params=list(PROFILES))
async def client(lsp_client: LanguageClient, request, workspace: pathlib.Path):
    lsp_client.registrations = []

    # Real clients with dynamic registration accept the server's file watchers.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=PROFILES[request.param](),
            root_uri=workspace.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="app")],
        )
    )
    lsp_client.server_result = result
    if capabilities_watch(lsp_client.capabilities):
        for _ in range(200):
            if lsp_client.registrations:
                break
            await asyncio.sleep(0.05)
        [registration] = lsp_client.registrations
        assert registration.method == "workspace/didChangeWatchedFiles"
    yield
    await lsp_client.shutdown_session()


def capabilities_watch(capabilities: types.ClientCapabilities) -> bool:
    watched = capabilities.workspace and capabilities.workspace.did_change_watched_files
    return bool(watched and watched.dynamic_registration)


def pulls(client: LanguageClient) -> bool:
    return client.server_result.capabilities.diagnostic_provider is not None


async def diagnostics_until(client: LanguageClient, uri: str, codes: list[str], timeout: float = 20):
    """The document's diagnostics once their codes are `codes` (pulled or pushed); fails on timeout."""
    found = None
    for _ in range(int(timeout / 0.05)):
        if pulls(client):
            report = await client.text_document_diagnostic_async(
                types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
            )
            found = list(report.items)
        else:
            found = list(client.diagnostics.get(uri, []))
        if [d.code for d in found] == codes:
            return found
        await asyncio.sleep(0.05)
    raise AssertionError(f"{uri}: diagnostics {[d.code for d in found or []]}, expected {codes}")


def open_document(client: LanguageClient, path: pathlib.Path, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="swift", version=version, text=text)
        )
    )


def change_document(client: LanguageClient, path: pathlib.Path, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


@pytest.mark.asyncio
async def test_open_change_close(client: LanguageClient, workspace: pathlib.Path):
    b = workspace / "B.swift"
    open_document(client, b, CHILD)
    [finding] = await diagnostics_until(client, b.as_uri(), [RULE])
    assert finding.source == "bridgelint"
    assert finding.severity == types.DiagnosticSeverity.Warning
    assert finding.code_description.href.endswith(f"/docs/rules/{RULE}.md")
    # `    /* 😀é */ ` before `addChild`: 14 UTF-16 units, 17 UTF-8 bytes.
    encoding = client.server_result.capabilities.position_encoding
    assert encoding == ("utf-8" if client.capabilities.general and client.capabilities.general.position_encodings else "utf-16")
    character = 17 if encoding == "utf-8" else 14
    assert finding.range.start == types.Position(line=6, character=character)
    assert finding.range.end == types.Position(line=6, character=character + len("addChild"))
    change_document(client, b, CHILD.replace("addChild(strip)", ""), 2)
    await diagnostics_until(client, b.as_uri(), [])
    change_document(client, b, CHILD, 3)
    await diagnostics_until(client, b.as_uri(), [RULE])
    client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=b.as_uri())))
    await diagnostics_until(client, b.as_uri(), [])


@pytest.mark.asyncio
async def test_cross_file_republish(client: LanguageClient, workspace: pathlib.Path):
    a, b = workspace / "A.swift", workspace / "B.swift"
    open_document(client, b, CHILD)
    open_document(client, a, BASE)
    await diagnostics_until(client, b.as_uri(), [RULE])
    # BaseViewController stops being a view controller in A's unsaved text: B's finding goes.
    change_document(client, a, BASE.replace("UIViewController", "NSObject"), 2)
    await diagnostics_until(client, b.as_uri(), [])
    if pulls(client):
        assert client.diagnostic_refresh_count > 0
    change_document(client, a, BASE, 3)
    await diagnostics_until(client, b.as_uri(), [RULE])


@pytest.mark.asyncio
async def test_configuration_reload(client: LanguageClient, workspace: pathlib.Path):
    b = workspace / "B.swift"
    open_document(client, b, CHILD)
    await diagnostics_until(client, b.as_uri(), [RULE])
    config = workspace / ".bridgelint.yml"
    config.write_text(f"disabled_rules:\n  - {RULE}\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]
        )
    )
    await diagnostics_until(client, b.as_uri(), [])
    config.write_text("disabled_rules: []\n")
    client.text_document_did_save(types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(uri=config.as_uri())))
    await diagnostics_until(client, b.as_uri(), [RULE])


@pytest.mark.asyncio
async def test_disable_code_action(client: LanguageClient, workspace: pathlib.Path):
    b = workspace / "B.swift"
    open_document(client, b, CHILD)
    [finding] = await diagnostics_until(client, b.as_uri(), [RULE])
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=b.as_uri()),
            range=finding.range,
            context=types.CodeActionContext(diagnostics=[finding]),
        )
    )
    # The finding's own fix (unsafe, so not preferred) comes first, then the disable action.
    assert [action.title for action in actions] == [FIX_TITLE, f"Disable {RULE} for this line"]
    assert not actions[0].is_preferred
    [edit] = actions[1].edit.changes[b.as_uri()]
    assert edit.new_text == f"    // bridgelint:disable:next {RULE}\n"
    assert edit.range.start == edit.range.end == types.Position(line=6, character=0)
    lines = CHILD.split("\n")
    lines.insert(6, edit.new_text.rstrip("\n"))
    change_document(client, b, "\n".join(lines), 2)
    await diagnostics_until(client, b.as_uri(), [])


@pytest.mark.asyncio
async def test_cancellation_keeps_the_server_answering(client: LanguageClient, workspace: pathlib.Path):
    big = workspace / "Big.swift"
    # A long document keeps the worker busy while the request is cancelled.
    text = CHILD + "".join(f"\nfunc helper{n}() {{ let value = {n}; print(value) }}" for n in range(3000))
    open_document(client, big, text)
    pending = client.protocol.send_request(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=big.as_uri()),
            range=types.Range(start=types.Position(line=6, character=0), end=types.Position(line=6, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        ),
        msg_id="cancel-me",
    )
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="cancel-me"))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wrap_future(pending) if not asyncio.isfuture(pending) else await pending
    await diagnostics_until(client, big.as_uri(), [RULE])
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=big.as_uri()),
            range=types.Range(start=types.Position(line=6, character=0), end=types.Position(line=6, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert [action.title for action in actions] == [FIX_TITLE, f"Disable {RULE} for this line"]


@pytest.mark.asyncio
async def test_quick_fix_applies_the_findings_fix(client: LanguageClient, workspace: pathlib.Path):
    b = workspace / "B.swift"
    open_document(client, b, CHILD)
    [finding] = await diagnostics_until(client, b.as_uri(), [RULE])
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=b.as_uri()),
            range=finding.range,
            context=types.CodeActionContext(diagnostics=[finding], only=[types.CodeActionKind.QuickFix]),
        )
    )
    fix = next(action for action in actions if action.title == FIX_TITLE)
    [edit] = fix.edit.changes[b.as_uri()]
    assert edit.range.start == edit.range.end, "the didMove fix is one insertion"
    lines = CHILD.split("\n")
    line, character = edit.range.start.line, edit.range.start.character
    lines[line] = lines[line][:character] + edit.new_text + lines[line][character:]
    change_document(client, b, "\n".join(lines), 2)
    await diagnostics_until(client, b.as_uri(), [])


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        assert line, "the server closed its output"
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def request(method: str, id: int, params=None) -> bytes:
    return frame(json.dumps({"jsonrpc": "2.0", "id": id, "method": method, "params": params or {}}).encode())


def test_malformed_messages_then_an_orderly_session():
    server = subprocess.Popen([BRIDGELINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    server.stdin.write(request("textDocument/codeAction", 1))
    server.stdin.write(frame(b'{"jsonrpc": "2.0", "id": 2, "method": '))
    server.stdin.write(b"Content-Length: many\r\n\r\n")
    server.stdin.write(request("initialize", 3, {"capabilities": {}}))
    server.stdin.write(request("textDocument/hover", 4))
    server.stdin.write(request("shutdown", 5))
    server.stdin.flush()
    responses = {}
    while 5 not in responses:
        message = read_message(server.stdout)
        if "id" in message:
            responses.setdefault(message["id"], message)
    assert responses[1]["error"]["code"] == -32002
    assert responses[None]["error"]["code"] == -32700
    assert "capabilities" in responses[3]["result"]
    assert responses[4]["error"]["code"] == -32601
    assert responses[5]["result"] is None
    server.stdin.write(frame(b'{"jsonrpc": "2.0", "method": "exit"}'))
    server.stdin.close()
    assert server.wait(timeout=20) == 0


def test_exit_without_shutdown_is_status_one():
    server = subprocess.Popen([BRIDGELINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    out, _ = server.communicate(request("initialize", 1, {"capabilities": {}}) + frame(b'{"jsonrpc":"2.0","method":"exit"}'), timeout=20)
    assert server.returncode == 1
    assert b'"capabilities"' in out
