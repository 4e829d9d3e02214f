// kiwi (the C++ Cassowary behind kiwisolver) on the three scenes of issue 4, built
// exactly as Sources/SolverScenes/Scenes.swift builds them (same constraints, same order,
// same strengths). Prints, per scene and N, the same columns as SolverComparison:
//   kiwi scene N add_s solve_s edits_s checksum_first checksum_last
// Usage: harness [--values DIR] [--reps K] scene:N ...
// The kiwi headers are fetched by ../fetch-kiwi.sh into ../.kiwi/ (never committed).
#include <kiwi/kiwi.h>

#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace kiwi;

struct View {
    Variable x{"x"}, y{"y"}, w{"w"}, h{"h"};
};

static const double sizes[6][2] = {{320, 568}, {414, 896}, {768, 1024}, {375, 667}, {834, 1112}, {390, 844}};

struct Scene {
    Solver solver;
    Variable width{"cw"}, height{"ch"};
    std::vector<View> views;

    Scene() {
        double edit = strength::create(999, 1000, 1000);
        solver.addEditVariable(width, edit);
        solver.addEditVariable(height, edit);
        resize(375, 667);
    }
    void resize(double w, double h) {
        solver.suggestValue(width, w);
        solver.suggestValue(height, h);
    }
    void add(const Constraint& c) { solver.addConstraint(c); }

    double checksum() const {
        double sum = 0;
        for (size_t i = 0; i < views.size(); ++i) {
            const View& v = views[i];
            sum += double(i % 7 + 1) * (v.x.value() + 2 * v.y.value() + 3 * v.w.value() + 5 * v.h.value());
        }
        return sum;
    }
    std::vector<double> values() const {
        std::vector<double> out;
        for (const View& v : views) {
            out.push_back(v.x.value()); out.push_back(v.y.value());
            out.push_back(v.w.value()); out.push_back(v.h.value());
        }
        return out;
    }
};

static void chain(Scene& s, int n) {
    s.views.reserve(n);
    for (int i = 0; i < n; ++i) {
        View v;
        s.add(v.x == 16);
        s.add(v.x + v.w <= s.width - 16);
        s.add((v.x + v.w == s.width - 16) | 750.0);
        if (i > 0) {
            const View& p = s.views.back();
            s.add(v.y == p.y + p.h + 8);
        } else {
            s.add(v.y == 8);
        }
        s.add(v.h >= 0);
        s.add(v.w >= 0);
        s.add((v.h <= 44) | 250.0);
        s.add((v.h >= 44) | 750.0);
        if (i % 3 == 0) {
            s.add((v.w <= 120) | 250.0);
            s.add((v.w >= 120) | 750.0);
        }
        s.views.push_back(v);
    }
    const View& last = s.views.back();
    s.add((last.y + last.h <= s.height - 8) | 500.0);
}

static void grid(Scene& s, int n, int columns = 10) {
    int rows = n / columns > 0 ? n / columns : 1;
    s.views.reserve(rows * columns);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            View v;
            if (c == 0) {
                s.add(v.x == 8);
                if (r == 0) {
                    s.add(v.y == 8);
                } else {
                    const View& above = s.views[(r - 1) * columns];
                    s.add(v.y == above.y + above.h + 8);
                }
            } else {
                const View& first = s.views[r * columns];
                const View& left = s.views[r * columns + c - 1];
                s.add(v.x == left.x + left.w + 8);
                s.add(v.w == first.w);
                s.add(v.h == first.h);
                s.add(v.y == first.y);
            }
            if (c == columns - 1) s.add(v.x + v.w == s.width - 8);
            s.add((v.h == 0.5 * v.w) | 750.0);
            s.add(v.h >= 10);
            s.add((v.h <= 44) | 250.0);
            s.views.push_back(v);
        }
    }
    const View& lastRowFirst = s.views[(rows - 1) * columns];
    s.add((lastRowFirst.y + lastRowFirst.h <= s.height - 8) | 500.0);
}

static void independent(Scene& s, int n) {
    s.views.reserve(n);
    for (int i = 0; i < n; ++i) {
        View v;
        s.add(v.x == double(16 + 4 * (i % 8)));
        s.add(v.x + v.w <= s.width - 16);
        s.add((v.x + v.w == s.width - 16) | 750.0);
        s.add(v.y == double(8 + 10 * (i % 20)));
        s.add(v.y + v.h <= s.height - 8);
        s.add(v.w >= 0);
        s.add(v.h >= 0);
        s.add((v.h >= 44) | 750.0);
        s.add((v.h <= 44) | 250.0);
        s.views.push_back(v);
    }
}

// CPU time of this process: the machine these runs share is often oversubscribed, and
// CPU time is far steadier than wall time there (both sides are single-threaded).
static double now() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

static void write(const std::vector<double>& values, const std::string& path) {
    FILE* f = std::fopen(path.c_str(), "w");
    if (!f) return;
    for (double v : values) std::fprintf(f, "%.17g\n", v);
    std::fclose(f);
}

int main(int argc, char** argv) {
    std::string valuesDir;
    int reps = 3;
    std::vector<std::pair<std::string, int>> jobs;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--values" && i + 1 < argc) { valuesDir = argv[++i]; continue; }
        if (a == "--reps" && i + 1 < argc) { reps = std::atoi(argv[++i]); continue; }
        size_t colon = a.find(':');
        jobs.push_back({a.substr(0, colon), std::atoi(a.c_str() + colon + 1)});
    }
    for (auto& job : jobs) {
        const std::string& scene = job.first;
        int n = job.second;
        double bestAdd = 1e300, bestSolve = 1e300, bestEdits = 1e300, first = 0, last = 0;
        for (int rep = 0; rep < reps; ++rep) {
            double t0 = now();
            Scene* s = new Scene();
            if (scene == "chain") chain(*s, n);
            else if (scene == "grid") grid(*s, n);
            else independent(*s, n);
            double t1 = now();
            s->solver.updateVariables();
            first = s->checksum();
            double t2 = now();
            std::vector<double> firstValues;
            if (rep == 0) firstValues = s->values();
            double t3 = now();
            for (int k = 0; k < 100; ++k) {
                s->resize(sizes[k % 6][0], sizes[k % 6][1]);
                s->solver.updateVariables();
            }
            last = s->checksum();
            double t4 = now();
            if (rep == 0 && !valuesDir.empty()) {
                write(firstValues, valuesDir + "/kiwi-" + scene + "-" + std::to_string(n) + "-first.txt");
                write(s->values(), valuesDir + "/kiwi-" + scene + "-" + std::to_string(n) + "-last.txt");
            }
            delete s;
            if (t1 - t0 < bestAdd) bestAdd = t1 - t0;
            if (t2 - t1 < bestSolve) bestSolve = t2 - t1;
            if (t4 - t3 < bestEdits) bestEdits = t4 - t3;
        }
        std::printf("kiwi %s %d %.9g %.9g %.9g %.17g %.17g\n", scene.c_str(), n, bestAdd, bestSolve, bestEdits, first, last);
        std::fflush(stdout);
    }
    return 0;
}
