#!/usr/bin/env bash
# Checks that dependencies point one way, as DESIGN.md states:
#   cmd -> ui -> {engine/study/* -> engine/sgf, ai} -> engine
# The engine is three layers, each taking only the layers below it: engine (the
# rules of Go) takes the standard library only; engine/sgf (records) takes
# engine and x/text; engine/study/* (problems, joseki, lessons: study material
# read from records) takes engine, engine/sgf and x/text. ai never imports Fyne
# or sgf (ai/gtp may use sgf); only cmd and ui import Fyne; only cmd/torreya
# imports sqweek/dialog and the audio library (oto), as only it touches the
# desktop's devices.
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
		engine)
			complain "$rel imports $d (engine takes the standard library only)" ;;
		engine/sgf | engine/sgf/*)
			[[ $drel == engine || $drel == engine/sgf* || $drel == ext:golang.org/x/text* ]] ||
				complain "$rel imports $d (engine/sgf takes engine and x/text only)" ;;
		engine/study/*)
			[[ $drel == engine || $drel == engine/sgf* || $drel == engine/study/* || $drel == ext:golang.org/x/text* ]] ||
				complain "$rel imports $d (engine/study takes engine, engine/sgf and x/text only)" ;;
		engine/*)
			# Any other package under engine belongs to the rules' layer.
			[[ $drel == engine ]] || complain "$rel imports $d (the rules take engine and the standard library only)" ;;
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
