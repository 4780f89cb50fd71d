#!/usr/bin/env bash
# Starts the real program under Xvfb and writes PNGs of its window:
#   screenshot.sh BINARY OUTDIR [RECORD19 [RECORD9]]
# RECORD19 is a 19x19 game record to open: by default a commented AlphaGo -
# Lee Sedol game from the shared corpus when it is there, else our own GNU Go
# self-play game. RECORD9 is a finished 9x9 game that ends with two passes,
# so its last move shows the scoring view.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$1 out=$2 rec19=${3:-} rec9=${4:-$here/testdata/game9.sgf}
if [ -z "$rec19" ]; then
	rec19=$here/testdata/game19.sgf
	corpus=$here/../../../shared/testdata/sgf/05-games/19x19/alphago-lee-sedol-fan-hui
	for f in "$corpus"/LS*G4*English.sgf; do [ -f "$f" ] && rec19=$f; done
fi
mkdir -p "$out"
disp=:${SCREENSHOT_DISPLAY:-93}
Xvfb "$disp" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
home=$(mktemp -d)
pid=
cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null || true
	kill "$xvfb" 2>/dev/null || true
	rm -rf "$home"
}
trap cleanup EXIT
export DISPLAY=$disp HOME=$home XDG_CONFIG_HOME=$home/.config LANG=C
for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

# shot NAME FILE KEYS...: open FILE ("" for none), press KEYS, capture.
shot() {
	local name=$1 file=$2
	shift 2
	if [ -n "$file" ]; then "$bin" "$file" & else "$bin" & fi
	pid=$!
	local win=
	for _ in $(seq 300); do
		win=$(xdotool search --all --onlyvisible --pid "$pid" --name Torreya 2>/dev/null | head -1) && [ -n "$win" ] && break
		sleep 0.1
	done
	[ -n "$win" ] || { echo "screenshot: no window for $name" >&2; exit 1; }
	sleep 1.5 # let the file load and the first frames draw
	# Without a window manager the keyboard follows the pointer: keep it on
	# the side panel while typing, then off the window so no ghost stone shows.
	xdotool mousemove --window "$win" 900 400
	for k in "$@"; do
		case $k in
		click:*) # click:X,Y taps the window there and gives the computer time to answer
			xy=${k#click:}
			xdotool mousemove --window "$win" "${xy%,*}" "${xy#*,}" click 1
			sleep 5
			xdotool mousemove --window "$win" 900 400
			;;
		wait:*) # wait:S waits S seconds, for a hint or an estimate
			sleep "${k#wait:}"
			;;
		size:*) # size:W,H resizes the window, as far as the program allows
			wh=${k#size:}
			xdotool windowsize "$win" "${wh%,*}" "${wh#*,}"
			sleep 1.5
			;;
		*)
			xdotool key "$k"
			sleep 0.15
			;;
		esac
	done
	xdotool mousemove 1279 899
	sleep 1
	import -window "$win" "$out/$name.png"
	echo "screenshot: $out/$name.png"
	# Quit the way a user does (Ctrl+Q), so the program exits cleanly.
	xdotool mousemove --window "$win" 900 400 key Escape key ctrl+q
	for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	pid=
}

# A 19x19 record some way into the game, with its comment and variations.
shot record19 "$rec19" Next Next Next Next Next Next Next Right Right Right Right
# The same record at its end.
shot record19-end "$rec19" End
# A 9x9 game in the middle, and at its end after two passes: the count.
shot game9 "$rec9" Next Next Next Right Right Right
shot scoring9 "$rec9" End
# The count accepted: the result stays above the board, in words.
shot result9 "$rec9" End click:886,643
# The same game in the middle with the territory estimate and a hint.
shot estimate9 "$rec9" Next Next Next Right Right Right ctrl+e wait:2 ctrl+h wait:1
# The 19x19 record in the middle game with the estimate.
shot estimate19 "$rec19" Next Next Next Next Next Next Next Next Next Next ctrl+e wait:4
# The first start without a file offers the course above the board; F1
# (Help > Learn to Play) opens its first lesson, and the right move there is
# praised.
shot welcome ""
shot lesson "" F1 click:370,422
# A wrong answer in the same task: the words say why, of the board shown.
shot lesson-wrong "" F1 click:250,300
# A first game against the computer (a first start's default: 9x9, White at
# level 1): two moves of Black's, on the 3-3 points, and the computer's
# answers.
shot play9 "" click:465,510 click:275,305
# A commented 9x9 review with markup (Go Seigen - Miyamoto, 1968), when the
# shared corpus is there.
review=$here/../../../shared/testdata/sgf/05-games/9x9/9x9go-reviews-pro/miyamoto.sgf
if [ -f "$review" ]; then
	shot review9 "$review" Right Right Right Right Right Right Right Right Right Right
fi
# The game tree beside the board: the 19x19 record with its variations, and
# Kogo's Joseki Dictionary (62,443 nodes) when the shared corpus is there.
shot tree19 "$rec19" Next Next Right Right ctrl+t wait:1
kogo="$here/../../../shared/testdata/sgf/04-joseki/kogo/Kogo's Joseki Dictionary.sgf"
if [ -f "$kogo" ]; then
	# The tree stays shown from the shot before: the choice is remembered.
	shot kogo "$kogo" Down Right Down Right Right Down Right Right wait:1
fi
# Edit mode: the tool bar over the board, on the 9x9 game (the tree hidden
# again first).
shot edit9 "$rec9" Next ctrl+t ctrl+shift+e wait:1
# Problem mode on the project's corner problem: the offer to solve it, a
# wrong answer refuted and crossed out, the solution marked, and the
# problem list of the folder with its pictures.
problem="$here/testdata/problem19.sgf"
shot problem-offer "$problem"
shot problem-wrong "$problem" ctrl+shift+p click:275,208
shot problem-solution "$problem" ctrl+shift+p ctrl+t ctrl+l wait:1
shot problem-list "$problem" ctrl+t ctrl+shift+p click:669,58
# The joseki explorer on Kogo's dictionary when the shared corpus is there,
# else on the project's small dictionary: the 4-4 point played in the top
# right, White's approaches coloured by what the dictionary says of them.
dict="$here/testdata/joseki19.sgf"
[ -f "$kogo" ] && dict=$kogo
shot joseki "$dict" ctrl+shift+j wait:2 click:521,250
# The beginner's aids on the 9x9 game (switched on in the preferences as the
# View menu does): groups in atari and with two liberties ringed.
prefs="$home/.config/fyne/io.github.torreya/preferences.json"
python3 - "$prefs" <<'PY'
import json, os, sys
p = sys.argv[1]
d = json.load(open(p)) if os.path.exists(p) else {}
d.update({"aids.atari": True, "aids.twoLibs": True})
os.makedirs(os.path.dirname(p), exist_ok=True)
json.dump(d, open(p, "w"))
PY
shot aids9 "$rec9" Next Next Next Right Right Right Right Right Right Right Right Right Right Right Right
python3 - "$prefs" <<'PY'
import json, sys
p = sys.argv[1]
d = json.load(open(p))
d.update({"aids.atari": False, "aids.twoLibs": False})
json.dump(d, open(p, "w"))
PY
# The review of the 9x9 game: the graph under the board and the dots on the
# stones, at its first big loss; then the graph enlarged (Ctrl+Shift+G).
shot gamereview9 "$rec9" ctrl+shift+r wait:45 ctrl+m wait:1
shot gamereview9-graph "$rec9" ctrl+shift+r wait:45 ctrl+m wait:1 ctrl+shift+g wait:1
# Analyze mode on the 9x9 game: the built-in player's candidates with their
# chance to win and visits, and its ownership.
shot analyze9 "$rec9" Right Right Right Right Right Right Right ctrl+shift+a wait:3
# The program in Japanese and in Korean (the system's language): the CJK
# text drawn with the system's CJK font through Fyne's font fallback.
LANG=ja_JP.UTF-8 shot ja-record19 "$rec19" Next Next Next Next Next Next Next
LANG=ko_KR.UTF-8 shot ko-lesson "" F1 click:370,422
# The new-game dialog over an empty board.
shot newgame "" ctrl+n
# Last, since the window's size is remembered for the next start: the
# smallest window (the program's least size) and a tall narrow one, where the
# side panel moves below the board.
shot small19 "$rec19" Next Next Next Next Next size:540,370
shot tall19 "$rec19" Next Next Next Next Next size:460,640
