// The solver's search loop in C++ with pybind11, ruleset N, no proof rules: a measurement, not a shipped core.
//
// benchmarks/core_languages.py compares it with the C core (qvoleurs/engine/solver/_core.c),
// core.pyx (Cython) and the pure-Python search. Like core.pyx it repeats the C core's rules
// and data layout (the same moves in the same order, the same incremental Zobrist key, score
// and transposition table), written as C++ would be: a Pos struct with member functions,
// std::array, std::vector and std::priority_queue (the order of expansions is the C core's:
// (score, node) is a total order, so any heap pops the same positions).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <cstdint>
#include <memory>
#include <queue>
#include <tuple>
#include <vector>

namespace py = pybind11;

namespace {

constexpr int STOCK = 0, WASTE = 1, COL0 = 2, F0 = 12, NPILES = 20, NCARDS = 104, FAR = 40;
constexpr int WON = 1, UNWINNABLE = 2;

struct Move {
    uint8_t src, dst, cnt;
};
using Moves = std::vector<Move>;

constexpr int suit(int f) { return f / 13; }
constexpr int rank(int f) { return f % 13 + 1; }

constexpr uint64_t mix64(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// the same number at an index of every column: the columns are interchangeable
constexpr uint64_t zobrist(int q, int i, int f) { return mix64(uint64_t(q == WASTE) << 16 | uint64_t(i) << 8 | uint64_t(f)); }

struct Weights {
    long home, ordered, empty, need, waste_block, column_block, waste;
};

struct Pos {
    std::array<uint8_t, NCARDS> stock{};  // faces, top (next drawn) last
    int nstock = 0;
    std::array<uint8_t, F0> len{};  // waste and columns (index = pile)
    std::array<std::array<uint8_t, NCARDS>, F0> card{};  // faces, bottom first
    std::array<uint8_t, 8> h{};  // foundation heights
    std::array<uint64_t, F0> zh{};  // per waste and column: a sum over its cards of zobrist(index, face)

    void push(int q, int f) {
        int i = len[q]++;
        card[q][i] = uint8_t(f);
        zh[q] += zobrist(q, i, f);
    }
    int pop(int q) {
        int i = --len[q], f = card[q][i];
        zh[q] -= zobrist(q, i, f);
        return f;
    }
    void rehash() {
        for (int q = WASTE; q < F0; q++) {
            zh[q] = 0;
            for (int i = 0; i < len[q]; i++) zh[q] += zobrist(q, i, card[q][i]);
        }
    }
    int top(int q) const { return q >= F0 ? (q - F0) % 4 * 13 + h[q - F0] - 1 : card[q][len[q] - 1]; }
    int home() const {
        int n = 0;
        for (int x : h) n += x;
        return n;
    }

    void apply(Move m) {
        if (m.src == STOCK)
            push(WASTE, stock[--nstock]);
        else if (m.src >= F0)
            push(m.dst, (m.src - F0) % 4 * 13 + --h[m.src - F0]);
        else if (m.dst >= F0)
            pop(m.src), h[m.dst - F0]++;
        else
            push(m.dst, pop(m.src));
    }
    void unapply(Move m) {
        if (m.src == STOCK)
            pop(WASTE), nstock++;
        else if (m.src >= F0)
            pop(m.dst), h[m.src - F0]++;
        else if (m.dst >= F0)
            push(m.src, (m.dst - F0) % 4 * 13 + --h[m.dst - F0]);
        else
            push(m.src, pop(m.dst));
    }

    // _core.c's legal_moves, ruleset N, in the same order
    void legal_moves(Moves &out) const {
        out.clear();
        if (home() == NCARDS) return;
        int src[NPILES], nsrc = 0, empty[10], nempty = 0;
        int8_t acc[52][2];  // per face, the columns whose top takes it (two copies: two at most)
        std::fill(&acc[0][0], &acc[0][0] + 104, int8_t(-1));
        if (len[WASTE]) src[nsrc++] = WASTE;
        for (int c = COL0; c < F0; c++) {
            if (!len[c]) {
                empty[nempty++] = c;
                continue;
            }
            src[nsrc++] = c;
            int t = top(c);
            if (rank(t) > 1) acc[t - 1][acc[t - 1][0] >= 0] = int8_t(c);
        }
        for (int f = 0; f < 8; f++)  // take-backs: a foundation's top card onto a column
            if (h[f]) src[nsrc++] = F0 + f;
        for (int i = 0; i < nsrc && src[i] < F0; i++) {
            int face = top(src[i]);
            for (int f = suit(face); f < 8; f += 4)
                if (h[f] == rank(face) - 1) out.push_back({uint8_t(src[i]), uint8_t(F0 + f), 1});
        }
        for (int i = 0; i < nsrc; i++) {
            int s = src[i], face = top(s);
            for (int k = 0; k < 2 && acc[face][k] >= 0; k++)
                if (acc[face][k] != s) out.push_back({uint8_t(s), uint8_t(acc[face][k]), 1});
            for (int e = 0; e < nempty; e++) out.push_back({uint8_t(s), uint8_t(empty[e]), 1});
        }
        if (nstock) out.push_back({STOCK, WASTE, 1});
    }

    // the legal moves less symmetric copies: into an empty column only the first one, never a
    // column's only card; onto a foundation only the first of two of a suit at the same height
    void candidate_moves(Moves &out, Moves &all) const {
        legal_moves(all);
        out.clear();
        int first_empty = -1;
        for (int c = COL0; c < F0 && first_empty < 0; c++)
            if (!len[c]) first_empty = c;
        for (Move m : all) {
            if (m.dst >= COL0 && m.dst < F0 && !len[m.dst]) {
                if (m.dst != first_empty || (m.src >= COL0 && m.src < F0 && len[m.src] == 1)) continue;
            } else if (m.dst >= F0) {
                int other = m.dst < F0 + 4 ? m.dst + 4 : m.dst - 4;
                if (other < m.dst && h[other - F0] == h[m.dst - F0]) continue;
            }
            out.push_back(m);
        }
    }

    // proofs.py rule 1: safe cards go home at once; the moves are appended to out
    void auto_home(Moves &out) {
        for (bool moved = true; moved;) {
            moved = false;
            for (int q = WASTE; q < F0; q++) {
                if (!len[q]) continue;
                int face = top(q), s = suit(face), need = rank(face) - 1, ha = h[s], hb = h[s + 4];
                if (ha >= need && hb >= need && (ha == need || hb == need)) {
                    Move m{uint8_t(q), uint8_t(F0 + (ha == need ? s : s + 4)), 1};
                    apply(m);
                    out.push_back(m);
                    moved = true;
                }
            }
        }
    }

    // the canonical key hashed to 64 bits: columns as a multiset, faces, heights sorted per suit
    uint64_t key() const {
        uint64_t head = uint64_t(nstock);
        for (int s = 0; s < 4; s++) {
            int a = h[s], b = h[s + 4];
            head = head << 8 | uint64_t(a < b ? a << 4 | b : b << 4 | a);
        }
        uint64_t k = mix64(head ^ mix64(zh[WASTE]));
        for (int c = COL0; c < F0; c++) k += mix64(zh[c] ^ 0x434f4cULL);
        return k;
    }

    // heuristics.make_evaluator's score
    long evaluate(const Weights &w) const {
        std::array<int, 52> depth;
        depth.fill(FAR);
        long ordered = 0, empties = 0, col_block = 0, waste_block = 0, hm = 0, need = 0;
        for (int c = COL0; c < F0; c++) {
            int n = len[c];
            const auto &p = card[c];
            if (!n) {
                empties++;
                continue;
            }
            int k = 1;
            while (k < n && suit(p[k]) == suit(p[k - 1]) && rank(p[k]) == rank(p[k - 1]) - 1) k++;
            ordered += k;
            int low[4] = {14, 14, 14, 14};
            for (int i = 0; i < n; i++) {
                int f = p[i], s = suit(f), r = rank(f);
                depth[f] = std::min(depth[f], n - 1 - i);
                if (r > low[s])
                    col_block += i >= k;
                else
                    low[s] = r;
            }
        }
        int n = len[WASTE];
        int low[4] = {14, 14, 14, 14};
        for (int i = 0; i < n; i++) {
            int f = card[WASTE][i], s = suit(f), r = rank(f);
            depth[f] = std::min(depth[f], n - 1 - i);
            if (r > low[s])
                waste_block++;
            else
                low[s] = r;
        }
        for (int i = 0; i < nstock; i++) depth[stock[i]] = std::min(depth[stock[i]], nstock - i);
        for (int fp = 0; fp < 8; fp++) {
            hm += h[fp];
            if (h[fp] < 13) need += depth[fp % 4 * 13 + h[fp]];
        }
        return w.home * hm + w.ordered * ordered + w.empty * empties - w.need * need - w.waste_block * waste_block -
               w.waste * n - w.column_block * col_block;
    }

    // the packed state of an open position: stock length, heights, each pile's length and faces
    std::unique_ptr<uint8_t[]> encode() const {
        size_t n = 1 + 8 + 11;
        for (int q = WASTE; q < F0; q++) n += len[q];
        auto s = std::make_unique_for_overwrite<uint8_t[]>(n);
        uint8_t *p = std::copy(h.begin(), h.end(), s.get() + 1);
        s[0] = uint8_t(nstock);
        for (int q = WASTE; q < F0; q++) {
            *p++ = len[q];
            p = std::copy(card[q].begin(), card[q].begin() + len[q], p);
        }
        return s;
    }
    void decode(const uint8_t *p) {
        nstock = *p++;
        std::copy(p, p + 8, h.begin());
        p += 8;
        for (int q = WASTE; q < F0; q++) {
            len[q] = *p++;
            std::copy(p, p + len[q], card[q].begin());
            p += len[q];
        }
        rehash();
    }
};

// The transposition table: 64-bit keys, open addressing, at most 70 % full.
class Table {
    std::vector<uint64_t> slots_ = std::vector<uint64_t>(1 << 16);
    size_t count_ = 0;

    static size_t slot(uint64_t key, size_t cap) { return size_t(key >> 20) & (cap - 1); }

  public:
    size_t size() const { return count_; }
    bool add(uint64_t key) {  // true when new
        if (!key) key = 1;  // 0 marks an empty slot
        if ((count_ + 1) * 10 > slots_.size() * 7) {
            std::vector<uint64_t> bigger(slots_.size() * 2);
            for (uint64_t k : slots_) {
                if (!k) continue;
                size_t j = slot(k, bigger.size());
                while (bigger[j]) j = (j + 1) & (bigger.size() - 1);
                bigger[j] = k;
            }
            slots_.swap(bigger);
        }
        size_t j = slot(key, slots_.size());
        while (slots_[j]) {
            if (slots_[j] == key) return false;
            j = (j + 1) & (slots_.size() - 1);
        }
        slots_[j] = key;
        count_++;
        return true;
    }
};

struct Entry {
    int32_t score;
    uint32_t node;
    std::unique_ptr<uint8_t[]> state;
    bool operator<(const Entry &o) const { return score < o.score || (score == o.score && node < o.node); }
};

struct Node {
    uint32_t parent;
    Move move;
};

Pos load(const std::vector<std::vector<int>> &piles) {
    Pos P;
    for (int q = 0; q < NPILES; q++) {
        const auto &pile = piles.at(q);
        for (size_t i = 0; i < pile.size(); i++) {
            if (q == STOCK)
                P.stock[i] = uint8_t(pile[i] % 52);
            else if (q < F0)
                P.card[q][i] = uint8_t(pile[i] % 52);
        }
        if (q == STOCK)
            P.nstock = int(pile.size());
        else if (q < F0)
            P.len[q] = uint8_t(pile.size());
        else
            P.h[q - F0] = uint8_t(pile.size());
    }
    P.rehash();
    return P;
}

// _core.c's best-first search without proof rules: (verdict, states, expanded, best home);
// verdict 1 won, 2 unwinnable, 0 stopped by max_states.
std::tuple<int, long long, long long, int> search(const std::vector<std::vector<int>> &piles,
                                                  std::tuple<long, long, long, long, long, long, long> wt,
                                                  long long max_states) {
    Pos P = load(piles);
    auto [a, b, c, d, e, f, g] = wt;
    const Weights w{a, b, c, d, e, f, g};
    py::gil_scoped_release unlocked;
    Moves moves, all, seq;
    P.auto_home(seq);
    int best = P.home(), verdict = 0;
    long long expanded = 0;
    if (best == NCARDS) return {WON, 1, 0, best};
    Table seen;
    std::vector<Node> nodes{{UINT32_MAX, {0, 0, 0}}};
    std::priority_queue<Entry> open;
    seen.add(P.key());
    open.push({int32_t(P.evaluate(w)), 0, P.encode()});
    while (!open.empty() && verdict == 0) {
        if (max_states >= 0 && (long long)seen.size() >= max_states) break;
        uint32_t node = open.top().node;
        P.decode(open.top().state.get());
        open.pop();
        expanded++;
        P.candidate_moves(moves, all);
        for (Move m : moves) {
            P.apply(m);
            seq.clear();
            P.auto_home(seq);
            if (seen.add(P.key())) {
                uint32_t child = uint32_t(nodes.size());
                nodes.push_back({node, m});
                best = std::max(best, P.home());
                if (P.home() == NCARDS)
                    verdict = WON;
                else
                    open.push({int32_t(P.evaluate(w)), child, P.encode()});
            }
            for (auto i = seq.rbegin(); i != seq.rend(); ++i) P.unapply(*i);
            P.unapply(m);
            if (verdict) break;
        }
    }
    if (!verdict && open.empty()) verdict = UNWINNABLE;
    return {verdict, (long long)seen.size(), expanded, best};
}

}  // namespace

PYBIND11_MODULE(cxx_core, m) {
    m.doc() = "The solver's search loop in C++, ruleset N (benchmarks/core_languages.py)";
    m.def("search", &search, "(verdict, states, expanded, best_home) of a best-first search");
}
