"""Shell completion scripts for bash and zsh, generated from the argparse parser.

Static scripts (no Python runs on <Tab>): commands, their options, and `--vault`
completing folders. Install with
`vaultmind completion bash > ~/.local/share/bash-completion/completions/vaultmind`
or `vaultmind completion zsh > "${fpath[1]}/_vaultmind"`.
"""

from __future__ import annotations

import argparse


def _commands(parser: argparse.ArgumentParser) -> dict[str, list[str]]:
    """Each subcommand with its option strings (and choices for positional arguments)."""
    result: dict[str, list[str]] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                words: list[str] = []
                for sub_action in sub._actions:
                    words.extend(sub_action.option_strings)
                    if not sub_action.option_strings and sub_action.choices:
                        words.extend(str(choice) for choice in sub_action.choices)
                result[name] = sorted(set(words))
    return result


def completion_script(parser: argparse.ArgumentParser, shell: str) -> str:
    commands = _commands(parser)
    return _bash(commands) if shell == "bash" else _zsh(commands)


def _bash(commands: dict[str, list[str]]) -> str:
    cases = "\n".join(
        f'        {name}) opts="{" ".join(words)}" ;;' for name, words in sorted(commands.items())
    )
    return f"""# bash completion for vaultmind
_vaultmind() {{
    local cur prev cmd opts
    cur="${{COMP_WORDS[COMP_CWORD]}}"
    prev="${{COMP_WORDS[COMP_CWORD-1]}}"
    if [[ "$prev" == "--vault" || "$prev" == "init" ]]; then
        COMPREPLY=( $(compgen -d -- "$cur") ); return
    fi
    cmd=""
    for word in "${{COMP_WORDS[@]:1:COMP_CWORD-1}}"; do
        case "$word" in -*) ;; *) [[ -z "$cmd" ]] && cmd="$word" ;; esac
    done
    if [[ -z "$cmd" ]]; then
        opts="{" ".join(sorted(commands))} --vault --version --help"
        COMPREPLY=( $(compgen -W "$opts" -- "$cur") ); return
    fi
    case "$cmd" in
{cases}
        *) opts="" ;;
    esac
    COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
}}
complete -o default -F _vaultmind vaultmind"""


def _zsh(commands: dict[str, list[str]]) -> str:
    cases = "\n".join(
        f"        {name}) compadd -- {' '.join(words)} ;;"
        for name, words in sorted(commands.items())
    )
    return f"""#compdef vaultmind
# zsh completion for vaultmind
_vaultmind() {{
    if [[ "${{words[CURRENT-1]}}" == "--vault" ]]; then
        _files -/; return
    fi
    if (( CURRENT == 2 )); then
        compadd -- {" ".join(sorted(commands))} --vault --version --help; return
    fi
    case "${{words[2]}}" in
{cases}
    esac
    _files
}}
if [[ "$funcstack[1]" == "_vaultmind" ]]; then
    _vaultmind "$@"
else
    compdef _vaultmind vaultmind
fi"""
