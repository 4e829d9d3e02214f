#!/usr/bin/env bash
# Runs the three scenes of issue 4 through ConstraintSolver and through kiwi in one go,
# prints both timings and the speed-up (kiwi time / our time) per phase, and checks that
# every solved value agrees within 1e-6 (after the first solve and after the last edit).
#
#   ./run-solver-comparison.sh                 N = 100, 1000, 10000; kiwi skips the sizes
#                                              where it needs minutes to hours: the chain
#                                              above 1,000 views and the grid above 100 cells
#                                              (KIWI_MAX_CHAIN, KIWI_MAX_GRID, KIWI_MAX_INDEPENDENT)
#   KIWI_FULL=1 ./run-solver-comparison.sh     kiwi runs every size (chain 10,000 ~5 min;
#                                              grid 300 already takes 5 min, 1,000 over 6 min
#                                              for the add phase alone)
#   SIZES="100 1000" REPS=5 ./run-solver-comparison.sh
#   REUSE_KIWI=1 ./run-solver-comparison.sh    reuse kiwi's timings and values from the last
#                                              run (kiwi does not change; ours does)
#
# Times are CPU seconds of each process, the best of REPS runs (default 3; kiwi at N >= 1,000 runs once: it takes seconds to minutes).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
sizes="${SIZES:-100 1000 10000}"
reps="${REPS:-3}"
out="$here/.kiwi/results"
mkdir -p "$out"

kiwi="$("$here/fetch-kiwi.sh")"
swift build -c release --product SolverComparison >/dev/null
ours="$(swift build -c release --show-bin-path)/SolverComparison"

: > "$out/times.txt"
for scene in chain grid independent; do
    for n in $sizes; do
        "$ours" --reps "$reps" --values "$out" "$scene:$n" | tee -a "$out/times.txt"
        case "$scene" in
            chain) limit="${KIWI_MAX_CHAIN:-1000}" ;;
            grid) limit="${KIWI_MAX_GRID:-100}" ;;
            *) limit="${KIWI_MAX_INDEPENDENT:-10000}" ;;
        esac
        if [ "$n" -gt "$limit" ] && [ -z "${KIWI_FULL:-}" ] && [ ! -s "$out/kiwi-$scene-$n.line" ]; then
            echo "kiwi $scene $n skipped (over KIWI_MAX_${scene^^}=$limit; set KIWI_FULL=1)" | tee -a "$out/times.txt"
            continue
        fi
        kreps="$reps"; [ "$n" -ge 1000 ] && kreps=1
        cached="$out/kiwi-$scene-$n.line"
        if [ -n "${REUSE_KIWI:-}" ] && [ -s "$cached" ]; then
            cat "$cached" | tee -a "$out/times.txt"     # kiwi is unchanged: reuse its timing
            continue
        fi
        "$kiwi" --reps "$kreps" --values "$out" "$scene:$n" | tee "$cached" | tee -a "$out/times.txt"
    done
done

python3 - "$out" <<'PY'
import sys, os
out = sys.argv[1]
rows = {}
for line in open(os.path.join(out, "times.txt")):
    p = line.split()
    if len(p) == 8 and p[3] != "skipped":
        rows[(p[0], p[1], int(p[2]))] = [float(x) for x in p[3:6]]
print()
print(f"{'scene':<12}{'N':>7} | {'add ours':>10} {'kiwi':>10} {'x':>7} | {'solve ours':>10} {'kiwi':>10} {'x':>7} | {'100 edits':>10} {'kiwi':>10} {'x':>7} | values")
for (solver, scene, n), t in sorted(rows.items(), key=lambda kv: (kv[0][1], kv[0][2])):
    if solver != "swift":
        continue
    k = rows.get(("kiwi", scene, n))
    cells = []
    for i in range(3):
        if k:
            cells.append(f"{t[i]*1e3:9.3f}ms {k[i]*1e3:9.2f}ms {k[i]/t[i]:6.1f}x")
        else:
            cells.append(f"{t[i]*1e3:9.3f}ms {'-':>11} {'-':>7}")
    check = "-"
    if k:
        worst = 0.0
        for phase in ("first", "last"):
            a = [float(x) for x in open(os.path.join(out, f"swift-{scene}-{n}-{phase}.txt"))]
            b = [float(x) for x in open(os.path.join(out, f"kiwi-{scene}-{n}-{phase}.txt"))]
            assert len(a) == len(b), "value counts differ"
            worst = max([worst] + [abs(x - y) for x, y in zip(a, b)])
        check = f"max |diff| {worst:.1e} " + ("OK" if worst <= 1e-6 else "MISMATCH")
    print(f"{scene:<12}{n:>7} | " + " | ".join(cells) + f" | {check}")
# Growth of our times from N to 10N.
print()
for scene in ("chain", "grid", "independent"):
    ns = sorted(n for (s, sc, n) in rows if s == "swift" and sc == scene)
    for a, b in zip(ns, ns[1:]):
        ta, tb = rows[("swift", scene, a)], rows[("swift", scene, b)]
        print(f"growth {scene:<12} {a:>6} -> {b:<6} add {tb[0]/ta[0]:5.1f}x  solve {tb[1]/ta[1]:5.1f}x  edits {tb[2]/ta[2]:5.1f}x")
PY
