#!/usr/bin/env bash
# Checks that dependencies point one way, as DESIGN.md states:
#   cmd -> ui -> {engine/problem, engine/joseki, engine/lesson -> engine/sgf, ai} -> engine
# engine imports only the standard library; engine/sgf and the packages built on it
# (engine/problem, engine/joseki, engine/lesson) take engine, engine/sgf and x/text only; ai never imports Fyne or sgf (ai/gtp may
# use sgf); only cmd and ui import Fyne; only cmd/torreya imports sqweek/dialog
# and the audio library (oto), as only it touches the desktop's devices.
set -euo pipefail
mod=$(go list -m)
fail=0
complain() { echo "depcheck: $1"; fail=1; }
while read -r pkg deps; do
	rel=${pkg#"$mod"}; rel=${rel#/}
	for d in $deps; do
		case "$d" in
		"$mod"/*) drel=${d#"$mod"/} ;;
		*.*/*) drel="ext:$d" ;;     # a module outside the standard library
		*) continue ;;              # standard library
		esac
		case "$rel" in
		engine | engine/*)
			# The packages over engine/sgf; engine itself takes the standard library.
			if [[ ! $rel =~ ^engine/(sgf|problem|joseki|lesson) ]]; then
				[[ $drel == engine ]] || complain "$rel imports $d (engine takes the standard library only)"
			else
				[[ ($drel == engine || $drel == engine/sgf*) || $drel == ext:golang.org/x/text* ]] || complain "$rel imports $d (sgf, problem, joseki and lesson take engine, engine/sgf and x/text only)"
			fi ;;
		ai | ai/*)
			case "$drel" in
			engine/sgf*) [[ $rel == ai/gtp* ]] || complain "$rel imports $d (only ai/gtp may use sgf)" ;;
			engine* | ai*) ;;
			ext:golang.org/x/*) ;;
			*) complain "$rel imports $d (ai never imports ui, cmd, Fyne or dialogs)" ;;
			esac ;;
		ui | ui/*)
			case "$drel" in
			cmd*) complain "$rel imports $d (ui never imports cmd)" ;;
			ext:github.com/sqweek/dialog*) complain "$rel imports $d (only cmd/torreya imports sqweek/dialog)" ;;
			ext:github.com/ebitengine/oto*) complain "$rel imports $d (only cmd/torreya opens the audio device)" ;;
			esac ;;
		assets | assets/*)
			[[ $drel == ext:* || $drel == assets* ]] || complain "$rel imports $d (assets imports nothing of ours)" ;;
		cmd/torreya) ;;
		cmd/*)
			[[ $drel != ext:github.com/sqweek/dialog* ]] || complain "$rel imports $d (only cmd/torreya imports sqweek/dialog)"
			[[ $drel != ext:github.com/ebitengine/oto* ]] || complain "$rel imports $d (only cmd/torreya opens the audio device)" ;;
		esac
	done
done < <(go list -deps=false -f '{{.ImportPath}} {{join .Deps " "}}' ./...)
if [ "$fail" = 0 ]; then echo "depcheck: dependencies point one way"; fi
exit $fail
