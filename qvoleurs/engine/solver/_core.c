/* The solver's compiled search core: the same best-first search as search.py, in C.
 *
 * The engine stays the authority on the rules: this file repeats them for speed, and
 * tests/test_solver_core.py checks it against the engine (legal moves and successor
 * positions on random positions of both rulesets, rule 3 against proofs.py, keys against
 * key.py), and search.py replays every winning line through the engine before it is
 * returned. Nothing here is a verdict on its own.
 *
 * A position works on faces (card id % 52: the two copies of a card are interchangeable,
 * see key.py), foundations as heights, and the stock as a prefix of the root's stock.
 * Piles are numbered as in rules.py: 0 stock, 1 waste, 2..11 columns, 12..19 foundations.
 *
 * Memory (bounded by the caller's limit, counted here): per position met, 8 bytes in the
 * transposition table (a 64-bit key, open addressing, at most 70 % full) and 8 bytes of
 * node (parent and move: lines are rebuilt by replaying from the root); per open position
 * a 16-byte heap entry and its packed state (about 10 + cards in waste and columns bytes).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#define CORE_VERSION 7 /* search.py refuses a core built from another version of this file */

enum { STOCK = 0, WASTE = 1, COL0 = 2, NCOLS = 10, F0 = 12, NPILES = 20, NCARDS = 104 };
/* Every ruleset lets a foundation's top card come back; RULE_NO_TAKEBACKS is not a ruleset
 * but a narrower search for wins only (search.py: it proves nothing when it runs dry). */
enum { RULE_SUPERMOVES = 1, RULE_NO_TAKEBACKS = 2 };
enum { PROOF_FROZEN = 1, PROOF_STOCK_ORDER = 2 }; /* the proof rules search() checks on each position */
/* Legal moves at most: per source (waste, 10 columns, 8 foundations less e empty columns)
 * one onto each of at most 10 column tops, and up to 13 run lengths into each of e empty
 * columns: (19 - e)(10 + 13e) + 1 <= 1271. */
#define MAXMOVES 2560

static uint8_t SUIT_T[52], RANK_T[52];
#define SUIT(f) (SUIT_T[f])
#define RANK(f) (RANK_T[f])
#define FSUIT(p) (((p) - F0) % 4)

typedef struct {
    uint8_t src, dst, cnt;
} Move;

typedef struct {
    uint8_t stock[NCARDS]; /* faces, top (next drawn) last */
    int nstock;
    int rules;
    uint8_t len[F0];          /* waste and columns (index = pile) */
    uint8_t card[F0][NCARDS]; /* faces, bottom first */
    uint8_t h[8];             /* foundation heights */
    uint64_t zh[F0];          /* per waste and column: a sum over its cards of zobrist(index, face) */
    const uint64_t *zt;       /* the zobrist numbers of the position's seed (zobrist_table) */
    uint64_t cm[F0];          /* per column: its hash mixed for the key, kept until the column changes */
    unsigned dirty;           /* bit q: pile q changed since cm[q] was mixed */
} Pos;

static inline uint64_t mix64(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The random number for a face at an index of the waste or of any column (the same for
 * every column: they are interchangeable), one set per seed. */
static inline uint64_t zobrist(uint64_t seed, int q, int i, int f) {
    return mix64(seed ^ ((uint64_t)(q == WASTE) << 16 | (uint64_t)i << 8 | (uint64_t)f));
}

/* zobrist() for every (waste or not, index, face) of one seed, looked up card by card (a
 * table of 86 KB stays in the cache; the mixer per card cost a tenth of a search's time). */
#define ZT(q, i, f) (((size_t)((q) == WASTE) * NCARDS + (size_t)(i)) * 52 + (size_t)(f))
static uint64_t *zobrist_table(uint64_t seed) {
    uint64_t *t = malloc(2 * NCARDS * 52 * sizeof *t);
    if (!t) return NULL;
    for (int w = 0; w < 2; w++)
        for (int i = 0; i < NCARDS; i++)
            for (int f = 0; f < 52; f++) t[ZT(w ? WASTE : COL0, i, f)] = zobrist(seed, w ? WASTE : COL0, i, f);
    return t;
}
static uint64_t *ZT_SEED0; /* seed 0's, made when the module loads */

static inline void push(Pos *P, int q, int f) {
    int i = P->len[q]++;
    P->card[q][i] = (uint8_t)f;
    P->zh[q] += P->zt[ZT(q, i, f)];
    P->dirty |= 1u << q;
}

static inline int pop(Pos *P, int q) {
    int i = --P->len[q], f = P->card[q][i];
    P->zh[q] -= P->zt[ZT(q, i, f)];
    P->dirty |= 1u << q;
    return f;
}

static void rehash(Pos *P) {
    for (int q = WASTE; q < F0; q++) {
        P->zh[q] = 0;
        for (int i = 0; i < P->len[q]; i++) P->zh[q] += P->zt[ZT(q, i, P->card[q][i])];
    }
    P->dirty = ~0u;
}

/* ---- changes ------------------------------------------------------------------- */

static void move_run(Pos *P, int from, int to, int cnt) {
    int base = P->len[from] - cnt;
    for (int i = 0; i < cnt; i++) push(P, to, P->card[from][base + i]);
    for (int i = 0; i < cnt; i++) pop(P, from);
}

static void apply(Pos *P, Move m) {
    if (m.src == STOCK) {
        push(P, WASTE, P->stock[--P->nstock]);
    } else if (m.src >= F0) {
        int f = m.src - F0;
        push(P, m.dst, FSUIT(m.src) * 13 + --P->h[f]);
    } else if (m.dst >= F0) {
        pop(P, m.src);
        P->h[m.dst - F0]++;
    } else {
        move_run(P, m.src, m.dst, m.cnt);
    }
}

static void unapply(Pos *P, Move m) {
    if (m.src == STOCK) {
        pop(P, WASTE);
        P->nstock++;
    } else if (m.src >= F0) {
        pop(P, m.dst);
        P->h[m.src - F0]++;
    } else if (m.dst >= F0) {
        int f = m.dst - F0;
        push(P, m.src, FSUIT(m.dst) * 13 + --P->h[f]);
    } else {
        move_run(P, m.dst, m.src, m.cnt);
    }
}

static int home(const Pos *P) {
    int n = 0;
    for (int f = 0; f < 8; f++) n += P->h[f];
    return n;
}

/* ---- moves (Position.generate_moves and Position.check, repeated) ------------------ */

static int max_run(const Pos *P, int empties, int into_empty) {
    if (!(P->rules & RULE_SUPERMOVES)) return 1;
    if (into_empty) return 1 << (empties > 1 ? empties - 1 : 0);
    return 1 << empties;
}

static int run_length(const Pos *P, int q) {
    int n = P->len[q], k = 1;
    if (n == 0) return 0;
    while (k < n) {
        int upper = P->card[q][n - k], lower = P->card[q][n - k - 1];
        if (SUIT(upper) != SUIT(lower) || RANK(lower) != RANK(upper) + 1) break;
        k++;
    }
    return k;
}

static int top_face(const Pos *P, int q) {
    if (q >= F0) return FSUIT(q) * 13 + P->h[q - F0] - 1;
    return P->card[q][P->len[q] - 1];
}

/* Every legal move (the engine's generate_moves, in another order). */
static int legal_moves(const Pos *P, Move *out) {
    int n = 0, nsrc = 0, src[NPILES], empty[NCOLS], nempty = 0;
    int8_t acc[52][2]; /* per face, the columns whose top takes it (at most two: two copies) */
    if (home(P) == NCARDS) return 0;
    memset(acc, -1, sizeof acc);
    if (P->len[WASTE]) src[nsrc++] = WASTE;
    for (int c = COL0; c < F0; c++) {
        if (P->len[c]) {
            src[nsrc++] = c;
            int t = P->card[c][P->len[c] - 1];
            if (RANK(t) > 1) acc[t - 1][acc[t - 1][0] >= 0] = (int8_t)c;
        } else
            empty[nempty++] = c;
    }
    if (!(P->rules & RULE_NO_TAKEBACKS))
        for (int f = 0; f < 8; f++) /* take-backs: a foundation's top card onto a column */
            if (P->h[f]) src[nsrc++] = F0 + f;
    for (int i = 0; i < nsrc; i++) {
        if (src[i] >= F0) continue;
        int face = top_face(P, src[i]);
        for (int f = SUIT(face); f < 8; f += 4)
            if (P->h[f] == RANK(face) - 1) out[n++] = (Move){(uint8_t)src[i], (uint8_t)(F0 + f), 1};
    }
    int onto = max_run(P, nempty, 0), into = max_run(P, nempty, 1);
    for (int i = 0; i < nsrc; i++) {
        int s = src[i];
        int run = (P->rules & RULE_SUPERMOVES) && s < F0 && s >= COL0 ? run_length(P, s) : 1;
        for (int cnt = 1; cnt <= run; cnt++) {
            int face = s >= F0 ? top_face(P, s) : P->card[s][P->len[s] - cnt];
            for (int k = 0; k < 2 && acc[face][k] >= 0; k++)
                if (acc[face][k] != s && (cnt == 1 || cnt <= onto))
                    out[n++] = (Move){(uint8_t)s, (uint8_t)acc[face][k], (uint8_t)cnt};
        }
        int limit = run > 1 ? into : 1;
        for (int e = 0; e < nempty; e++)
            for (int cnt = 1; cnt <= run && cnt <= limit; cnt++) out[n++] = (Move){(uint8_t)s, (uint8_t)empty[e], (uint8_t)cnt};
    }
    if (P->nstock) out[n++] = (Move){STOCK, WASTE, 1};
    return n;
}

/* The moves the search tries: the legal ones less symmetric copies (moves.py, proofs.py
 * rule 2): into an empty column only the first one, and never a whole column; onto a
 * foundation only the first of two of the suit with the same height. Less take-backs
 * that no card could use (proofs.py rule 5): from a foundation of height h only when a
 * waste or column top of its suit has a rank of at most h. */
static int candidate_moves(const Pos *P, Move *out) {
    Move all[MAXMOVES];
    int n = legal_moves(P, all), k = 0, first_empty = -1, low[4] = {14, 14, 14, 14};
    for (int c = COL0; c < F0; c++)
        if (P->len[c] == 0) {
            first_empty = c;
            break;
        }
    for (int q = WASTE; q < F0 && !(P->rules & RULE_NO_TAKEBACKS); q++) /* no take-backs: nothing to filter */
        if (P->len[q]) {
            int t = P->card[q][P->len[q] - 1];
            if (RANK(t) < low[SUIT(t)]) low[SUIT(t)] = RANK(t);
        }
    for (int i = 0; i < n; i++) {
        Move m = all[i];
        if (m.src >= F0 && low[FSUIT(m.src)] > P->h[m.src - F0]) continue;
        if (m.dst >= COL0 && m.dst < F0 && P->len[m.dst] == 0) {
            if (m.dst != first_empty || (m.src >= COL0 && m.src < F0 && P->len[m.src] == m.cnt)) continue;
        } else if (m.dst >= F0) {
            int other = m.dst < F0 + 4 ? m.dst + 4 : m.dst - 4;
            if (other < m.dst && P->h[other - F0] == P->h[m.dst - F0]) continue;
        }
        out[k++] = m;
    }
    return k;
}

/* proofs.py rule 1: safe cards go home at once; the moves are appended to out. */
static int auto_home(Pos *P, Move *out, int n) {
    int moved = 1;
    while (moved) {
        moved = 0;
        for (int q = WASTE; q < F0; q++) {
            if (!P->len[q]) continue;
            int face = P->card[q][P->len[q] - 1], s = SUIT(face), need = RANK(face) - 1;
            int ha = P->h[s], hb = P->h[s + 4];
            if (ha >= need && hb >= need && (ha == need || hb == need)) {
                Move m = {(uint8_t)q, (uint8_t)(F0 + (ha == need ? s : s + 4)), 1};
                apply(P, m);
                out[n++] = m;
                moved = 1;
            }
        }
    }
    return n;
}

/* ---- the key: key.py's canonical key, hashed to 64 bits ---------------------------
 * The same symmetries: columns as a multiset (a sum of per-column hashes), faces, and
 * each suit's two foundation heights sorted. Each pile's hash is a Zobrist sum kept up
 * to date card by card (push, pop), finished by splitmix64's mixer. Two different
 * canonical keys give the same 64-bit key with a probability of about 2^-64 per pair; a
 * search that meets n positions merges two of them with a probability under n^2 / 2^65
 * (2.7e-6 for 10 million). Only a merge could hide a win, and so make a proof by
 * exhaustion wrong: search.py gives such a proof only when a second search, whose keys are
 * made of other zobrist numbers (Pos.zt), runs dry too; a found win is replayed by the
 * engine whatever happens here. */
static uint64_t pos_key(Pos *P) {
    uint64_t head = (uint64_t)P->nstock;
    for (int s = 0; s < 4; s++) {
        int a = P->h[s], b = P->h[s + 4];
        head = head << 8 | (uint64_t)(a < b ? a << 4 | b : b << 4 | a);
    }
    uint64_t k = mix64(head ^ mix64(P->zh[WASTE]));
    for (int c = COL0; c < F0; c++) { /* a move changes one or two columns: mix only those again */
        if (P->dirty & 1u << c) P->cm[c] = mix64(P->zh[c] ^ 0x434f4cULL);
        k += P->cm[c];
    }
    P->dirty = 0;
    return k;
}

/* ---- the score: heuristics.make_evaluator, repeated -------------------------------- */

typedef struct {
    long home, ordered, empty, need, waste_block, column_block, waste;
} Weights;

#define FAR 40

static long evaluate(const Pos *P, const Weights *w) {
    int depth[52];
    long ordered = 0, empties = 0, col_block = 0, waste_block = 0, hm = 0, need = 0;
    for (int f = 0; f < 52; f++) depth[f] = FAR;
    for (int c = COL0; c < F0; c++) {
        int n = P->len[c];
        const uint8_t *p = P->card[c];
        if (n == 0) {
            empties++;
            continue;
        }
        int k = 1, prev = p[0];
        while (k < n) {
            int card = p[k];
            if (SUIT(card) != SUIT(prev) || RANK(card) != RANK(prev) - 1) break;
            prev = card;
            k++;
        }
        ordered += k;
        int low[4] = {14, 14, 14, 14};
        for (int i = 0; i < n; i++) {
            int f = p[i], d = n - 1 - i, s = SUIT(f), r = RANK(f);
            if (d < depth[f]) depth[f] = d;
            if (r > low[s]) {
                if (i >= k) col_block++;
            } else
                low[s] = r;
        }
    }
    int n = P->len[WASTE];
    int low[4] = {14, 14, 14, 14};
    for (int i = 0; i < n; i++) {
        int f = P->card[WASTE][i], d = n - 1 - i, s = SUIT(f), r = RANK(f);
        if (d < depth[f]) depth[f] = d;
        if (r > low[s])
            waste_block++;
        else
            low[s] = r;
    }
    for (int i = 0; i < P->nstock; i++) {
        int f = P->stock[i], d = P->nstock - i;
        if (d < depth[f]) depth[f] = d;
    }
    for (int fp = 0; fp < 8; fp++) {
        int h = P->h[fp];
        hm += h;
        if (h < 13) need += depth[(fp % 4) * 13 + h];
    }
    return w->home * hm + w->ordered * ordered + w->empty * empties - w->need * need - w->waste_block * waste_block -
           w->waste * n - w->column_block * col_block;
}

/* ---- rule 3 (proofs.frozen_cards_prove_lost, repeated step by step; argued there) -- */

typedef struct {
    const Pos *P;
    int8_t wn[52];
    uint8_t wq[52][2], wj[52][2];
    int cover[F0];
    uint8_t alive[52], exposable[52], queued[52];
    int block[4];
    int stack[52], sp;
} Frozen;

static inline void doom(Frozen *F, int f) {
    if (!F->queued[f]) {
        F->queued[f] = 1;
        F->stack[F->sp++] = f;
    }
}

static int both_held(const Frozen *F, int f) {
    return F->wn[f] == 2 && F->wj[f][0] <= F->cover[F->wq[f][0]] && F->wj[f][1] <= F->cover[F->wq[f][1]];
}

static int free_copy(const Frozen *F, int f) {
    if (F->wn[f] < 2) return 1;
    for (int i = 0; i < 2; i++)
        if (F->wq[f][i] == WASTE && F->wj[f][i] > F->cover[WASTE]) return 1;
    return 0;
}

static void expose(Frozen *F, int f) {
    for (;;) {
        F->exposable[f] = 1;
        if (f % 13 == 0) return;
        f--;
        if (F->alive[f]) doom(F, f);
        if (F->exposable[f] || !free_copy(F, f)) return;
    }
}

static int frozen(const Pos *P) {
    Frozen F;
    memset(&F, 0, sizeof F);
    F.P = P;
    for (int c = COL0; c < F0; c++)
        if (!P->len[c]) return 0;
    for (int q = WASTE; q < F0; q++)
        for (int j = 0; j < P->len[q]; j++) {
            int f = P->card[q][j], k = F.wn[f]++;
            F.wq[f][k] = (uint8_t)q;
            F.wj[f][k] = (uint8_t)j;
        }
    for (int f = 0; f < 52; f++) F.alive[f] = F.wn[f] > 0 && f % 13 > 0;
    for (int q = WASTE; q < F0; q++) {
        int i = P->len[q] - 1;
        while (i >= 0 && !F.alive[P->card[q][i]]) i--;
        if (i < 0 && q != WASTE) return 0;
        F.cover[q] = i;
    }
    for (int suit = 0; suit < 4; suit++) {
        int base = 13 * suit, above = 0;
        F.block[suit] = 13;
        for (int f = base; f < base + 12; f++)
            if (both_held(&F, f)) {
                F.block[suit] = f - base + 1;
                break;
            }
        for (int f = base + 12; f >= base; f--) {
            int exp = -1;
            for (int i = 0; i < F.wn[f]; i++) {
                int q = F.wq[f][i], j = F.wj[f][i];
                if (q != WASTE) {
                    if (j >= F.cover[q]) {
                        exp = 1;
                        break;
                    }
                } else if (above && j > F.cover[WASTE]) {
                    exp = 1;
                    break;
                }
            }
            if (exp < 0) exp = above && F.wn[f] < 2;
            F.exposable[f] = (uint8_t)exp;
            if (F.alive[f] && (f - base + 1 <= F.block[suit] || above)) doom(&F, f);
            above = exp;
        }
    }
    while (F.sp) {
        int f = F.stack[--F.sp];
        if (!F.alive[f]) continue;
        F.alive[f] = 0;
        for (int w = 0; w < F.wn[f]; w++) {
            int q = F.wq[f][w], j = F.wj[f][w];
            if (j != F.cover[q]) continue;
            const uint8_t *fl = P->card[q];
            int i = j - 1;
            while (i >= 0 && !F.alive[fl[i]]) i--;
            if (i < 0 && q != WASTE) return 0;
            F.cover[q] = i;
            for (int k = q == WASTE ? i + 1 : i; k <= j; k++) {
                int g = fl[k];
                if (!F.exposable[g] && (q != WASTE || (g % 13 < 12 && F.exposable[g + 1]))) expose(&F, g);
            }
            for (int k = i + 1; k <= j; k++) {
                int g = fl[k], suit = g / 13, base = 13 * suit;
                if (g - base + 1 == F.block[suit]) {
                    int h = g + 1;
                    while (h < base + 12 && !both_held(&F, h)) h++;
                    F.block[suit] = h < base + 12 ? h - base + 1 : 13;
                    for (h = g + 1; h < base + F.block[suit]; h++)
                        if (F.alive[h]) doom(&F, h);
                }
            }
        }
    }
    return 1;
}

/* ---- rule 4 (stock_order.stock_order_proves_lost, repeated step by step; argued there) */

#define INF (1 << 30)
static inline int imax(int a, int b) { return a > b ? a : b; }
static inline int imin(int a, int b) { return a < b ? a : b; }

typedef struct {
    int n, m;                 /* cards in the waste, in the stock */
    uint8_t seq[NCARDS];      /* the waste bottom to top, then the stock in drawing order */
    int leave_seq[NCARDS];
} Order;

/* The first time >= start at which the waste sequence's card p may be the waste top. */
static int first_turn(const Order *O, int p, int start) {
    int n = O->n, m = O->m, t = imax(start, p < n ? 0 : p - n + 1);
    if (t > m) return INF;
    int hi = n + t, blocked = 0;
    for (int i = p + 1; i < hi; i++) blocked = imax(blocked, O->leave_seq[i]);
    while (blocked > t) {
        if (blocked >= INF) return INF;
        t = blocked;
        if (t > m) return INF;
        for (int i = hi; i < n + t; i++) blocked = imax(blocked, O->leave_seq[i]);
        hi = n + t;
    }
    return t;
}

static int stock_order(const Pos *P) {
    Order O;
    int reach[52], top[52], home_by[52], leave_col[NCOLS][NCARDS];
    for (int c = COL0; c < F0; c++)
        if (!P->len[c]) return 0;
    O.n = P->len[WASTE];
    O.m = P->nstock;
    memcpy(O.seq, P->card[WASTE], (size_t)O.n);
    for (int i = 0; i < O.m; i++) O.seq[O.n + i] = P->stock[O.m - 1 - i];
    for (int i = 0; i < O.n + O.m; i++) O.leave_seq[i] = INF;
    for (int f = 0; f < 52; f++) reach[f] = top[f] = INF, home_by[f] = 0;
    for (int fp = 0; fp < 8; fp++)
        for (int r = 0; r < P->h[fp]; r++) reach[(fp % 4) * 13 + r] = 0;
    for (int c = 0; c < NCOLS; c++)
        for (int j = 0; j < P->len[COL0 + c]; j++) leave_col[c][j] = INF;
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int base = 0; base < 52; base += 13) {
            int latest = 0;
            for (int f = base; f < base + 13; f++) {
                home_by[f] = latest;
                latest = imax(latest, reach[f]);
            }
        }
        /* the columns: a card is free once every card above it has left */
        for (int c = 0; c < NCOLS; c++) {
            const uint8_t *col = P->card[COL0 + c];
            int free = 0;
            for (int j = P->len[COL0 + c] - 1; j >= 0; j--) {
                int f = col[j], h = home_by[f];
                if (imax(free, h) < reach[f]) reach[f] = imax(free, h), changed = 1;
                int t = imax(free, imin(h, f % 13 < 12 ? top[f + 1] : INF));
                if (t < leave_col[c][j]) leave_col[c][j] = t, changed = 1;
                if (free < top[f]) top[f] = free, changed = 1;
                free = imax(free, leave_col[c][j]);
                if (free >= INF) break;
            }
        }
        /* the waste and the stock: only the waste top may move */
        for (int p = O.n + O.m - 1; p >= 0; p--) {
            int f = O.seq[p], h = home_by[f];
            int parent = f % 13 < 12 ? top[f + 1] : INF;
            int on_column = parent < INF ? first_turn(&O, p, parent) : INF;
            int go_home = h < INF ? first_turn(&O, p, h) : INF;
            int t = imin(go_home, on_column);
            if (t < O.leave_seq[p]) O.leave_seq[p] = t, changed = 1;
            t = imin(go_home, imax(on_column, h));
            if (t < reach[f]) reach[f] = t, changed = 1;
            if (on_column < top[f]) top[f] = on_column, changed = 1;
        }
        /* a card that is home may be taken back onto a column top of its parent face */
        for (int f = 0; f < 52; f++)
            if (f % 13 < 12) {
                int t = imax(reach[f], top[f + 1]);
                if (t < top[f]) top[f] = t, changed = 1;
            }
        for (int c = 0; c < NCOLS; c++) {
            int all = 1;
            for (int j = 0; j < P->len[COL0 + c] && all; j++) all = leave_col[c][j] < INF;
            if (all) return 0; /* this column may empty; times only go down, so it stays so */
        }
    }
    return 1;
}

/* ---- packed states of open positions ------------------------------------------------ */

static size_t state_size(const Pos *P) {
    size_t n = 1 + 8 + 11;
    for (int q = WASTE; q < F0; q++) n += P->len[q];
    return n;
}

static uint8_t *encode(const Pos *P, size_t *size) {
    size_t n = state_size(P);
    uint8_t *s = malloc(n), *o = s;
    if (!s) return NULL;
    *o++ = (uint8_t)P->nstock;
    memcpy(o, P->h, 8);
    o += 8;
    for (int q = WASTE; q < F0; q++) {
        *o++ = P->len[q];
        memcpy(o, P->card[q], P->len[q]);
        o += P->len[q];
    }
    *size = n;
    return s;
}

static size_t encoded_size(const uint8_t *s) {
    size_t n = 1 + 8;
    for (int q = WASTE; q < F0; q++) n += 1 + s[n];
    return n;
}

static void decode(Pos *P, const uint8_t *s) {
    P->nstock = *s++;
    memcpy(P->h, s, 8);
    s += 8;
    for (int q = WASTE; q < F0; q++) {
        P->len[q] = *s++;
        memcpy(P->card[q], s, P->len[q]);
        s += P->len[q];
    }
    rehash(P);
}

/* ---- Python values <-> positions ---------------------------------------------------- */

/* piles: a list of 20 lists of card ids (Position.piles), rules: RULE_* bits. */
static int pos_from_piles(PyObject *piles, int rules, Pos *P) {
    memset(P, 0, sizeof *P);
    P->zt = ZT_SEED0;
    P->rules = rules;
    if (!PyList_Check(piles) || PyList_GET_SIZE(piles) != NPILES) {
        PyErr_SetString(PyExc_ValueError, "piles must be a list of 20 lists");
        return -1;
    }
    int total = 0;
    for (int q = 0; q < NPILES; q++) {
        PyObject *pile = PyList_GET_ITEM(piles, q);
        if (!PyList_Check(pile) || PyList_GET_SIZE(pile) > NCARDS) {
            PyErr_SetString(PyExc_ValueError, "a pile must be a list of at most 104 card ids");
            return -1;
        }
        Py_ssize_t n = PyList_GET_SIZE(pile);
        total += (int)n;
        for (Py_ssize_t i = 0; i < n; i++) {
            long c = PyLong_AsLong(PyList_GET_ITEM(pile, i));
            if (c < 0 || c >= NCARDS) {
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a card id is 0..103");
                return -1;
            }
            uint8_t f = (uint8_t)(c % 52);
            if (q == STOCK)
                P->stock[i] = f;
            else if (q < F0)
                P->card[q][i] = f;
            else if (SUIT(f) != FSUIT(q) || RANK(f) != i + 1) {
                PyErr_SetString(PyExc_ValueError, "a foundation is built up from the ace of its suit");
                return -1;
            }
        }
        if (q == STOCK)
            P->nstock = (int)n;
        else if (q < F0)
            P->len[q] = (uint8_t)n;
        else
            P->h[q - F0] = (uint8_t)n;
    }
    int copies[52] = {0};
    for (int i = 0; i < P->nstock; i++) copies[P->stock[i]]++;
    for (int q = WASTE; q < F0; q++)
        for (int j = 0; j < P->len[q]; j++) copies[P->card[q][j]]++;
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < P->h[f]; r++) copies[FSUIT(F0 + f) * 13 + r]++;
    for (int f = 0; f < 52; f++) total += copies[f] == 2 ? 0 : 1000;
    if (total != NCARDS) {
        PyErr_SetString(PyExc_ValueError, "a position holds two copies of each of the 52 cards");
        return -1;
    }
    rehash(P);
    return 0;
}

/* (stock length, waste faces, (column faces, ...), (foundation heights, ...)) */
static PyObject *face_form(const Pos *P) {
    PyObject *cols = PyTuple_New(NCOLS), *h = PyTuple_New(8);
    if (!cols || !h) goto fail;
    for (int c = 0; c < NCOLS; c++) {
        PyObject *b = PyBytes_FromStringAndSize((const char *)P->card[COL0 + c], P->len[COL0 + c]);
        if (!b) goto fail;
        PyTuple_SET_ITEM(cols, c, b);
    }
    for (int f = 0; f < 8; f++) {
        PyObject *v = PyLong_FromLong(P->h[f]);
        if (!v) goto fail;
        PyTuple_SET_ITEM(h, f, v);
    }
    return Py_BuildValue("(iy#NN)", P->nstock, (const char *)P->card[WASTE], (Py_ssize_t)P->len[WASTE], cols, h);
fail:
    Py_XDECREF(cols);
    Py_XDECREF(h);
    return NULL;
}

static PyObject *move_list(const Move *m, int n) {
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *t = Py_BuildValue("(iii)", m[i].src, m[i].dst, m[i].cnt);
        if (!t) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, t);
    }
    return out;
}

static PyObject *py_moves(PyObject *self, PyObject *args, int candidates) {
    PyObject *piles;
    int rules;
    Pos P;
    Move m[MAXMOVES];
    if (!PyArg_ParseTuple(args, "Oi", &piles, &rules) || pos_from_piles(piles, rules, &P) < 0) return NULL;
    return move_list(m, candidates ? candidate_moves(&P, m) : legal_moves(&P, m));
}

static PyObject *py_legal_moves(PyObject *self, PyObject *args) { return py_moves(self, args, 0); }
static PyObject *py_candidate_moves(PyObject *self, PyObject *args) { return py_moves(self, args, 1); }

/* The same position, and the same incremental hashes (the cards above a pile's length are junk). */
static int same(const Pos *P, const Pos *Q) {
    if (P->nstock != Q->nstock || memcmp(P->h, Q->h, 8) || memcmp(P->len, Q->len, F0) || memcmp(P->zh, Q->zh, sizeof P->zh))
        return 0;
    for (int q = WASTE; q < F0; q++)
        if (memcmp(P->card[q], Q->card[q], P->len[q])) return 0;
    Pos R = *Q;
    rehash(&R);
    return !memcmp(R.zh, Q->zh, sizeof R.zh);
}

static PyObject *py_successor(PyObject *self, PyObject *args) {
    PyObject *piles;
    int rules, src, dst, cnt;
    Pos P, Q;
    Move m[MAXMOVES];
    if (!PyArg_ParseTuple(args, "Oi(iii)", &piles, &rules, &src, &dst, &cnt) || pos_from_piles(piles, rules, &P) < 0)
        return NULL;
    int n = legal_moves(&P, m), found = 0;
    for (int i = 0; i < n; i++) found |= m[i].src == src && m[i].dst == dst && m[i].cnt == cnt;
    if (!found) {
        PyErr_SetString(PyExc_ValueError, "not a legal move here");
        return NULL;
    }
    Q = P;
    Move mv = {(uint8_t)src, (uint8_t)dst, (uint8_t)cnt};
    apply(&Q, mv);
    PyObject *after = face_form(&Q);
    unapply(&Q, mv);
    if (after && !same(&P, &Q)) {
        Py_DECREF(after);
        PyErr_SetString(PyExc_AssertionError, "unapply did not restore the position");
        return NULL;
    }
    return after;
}

static PyObject *py_auto_home(PyObject *self, PyObject *args) {
    PyObject *piles;
    int rules;
    Pos P;
    Move m[NCARDS];
    if (!PyArg_ParseTuple(args, "Oi", &piles, &rules) || pos_from_piles(piles, rules, &P) < 0) return NULL;
    int n = auto_home(&P, m, 0);
    return Py_BuildValue("(NN)", face_form(&P), move_list(m, n));
}

static PyObject *py_key(PyObject *self, PyObject *args) {
    PyObject *piles;
    unsigned long long seed = 0;
    Pos P;
    if (!PyArg_ParseTuple(args, "O|K", &piles, &seed) || pos_from_piles(piles, 0, &P) < 0) return NULL;
    uint64_t *zt = seed ? zobrist_table(seed) : NULL;
    if (seed && !zt) return PyErr_NoMemory();
    if (zt) P.zt = zt;
    rehash(&P);
    uint64_t key = pos_key(&P);
    free(zt);
    return PyLong_FromUnsignedLongLong(key);
}

static int parse_weights(PyObject *w, Weights *W) {
    return PyArg_ParseTuple(w, "lllllll", &W->home, &W->ordered, &W->empty, &W->need, &W->waste_block,
                            &W->column_block, &W->waste);
}

static PyObject *py_evaluate(PyObject *self, PyObject *args) {
    PyObject *piles, *w;
    Pos P;
    Weights W;
    if (!PyArg_ParseTuple(args, "OO!", &piles, &PyTuple_Type, &w) || !parse_weights(w, &W) ||
        pos_from_piles(piles, 0, &P) < 0)
        return NULL;
    return PyLong_FromLong(evaluate(&P, &W));
}

static PyObject *py_stock_order(PyObject *self, PyObject *args) {
    PyObject *piles;
    Pos P;
    if (!PyArg_ParseTuple(args, "O", &piles) || pos_from_piles(piles, 0, &P) < 0) return NULL;
    return PyBool_FromLong(stock_order(&P));
}

static PyObject *py_frozen(PyObject *self, PyObject *args) {
    PyObject *piles;
    Pos P;
    if (!PyArg_ParseTuple(args, "O", &piles) || pos_from_piles(piles, 0, &P) < 0) return NULL;
    return PyBool_FromLong(frozen(&P));
}

/* ---- the search ------------------------------------------------------------------- */

typedef struct {
    int32_t score;
    uint32_t node;
    uint8_t *state;
} Entry;

typedef struct {
    uint32_t parent;
    Move move;
} Node;

typedef struct {
    uint64_t *slots;
    size_t cap, count;
} Table;

typedef struct {
    Table seen;
    Node *nodes;
    size_t nnodes, capnodes;
    Entry *heap;
    size_t nheap, capheap;
    size_t state_bytes;
} Search;

static size_t search_bytes(const Search *S) {
    return S->seen.cap * 8 + S->capnodes * sizeof(Node) + S->capheap * sizeof(Entry) + S->state_bytes;
}

/* Zeroed slots for a table. On Linux in pages of 2 MB where the kernel allows it: each
 * lookup lands on a random slot, and with 4 KB pages each one also missed the address cache
 * (table_add took a third of a search's time, nearly all of it waiting for slots; a fifth
 * with these pages). */
#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define HUGE_SLOTS(cap) ((cap) * 8 >= (2u << 20)) /* a table of at least one such page */
#endif

static uint64_t *slots_alloc(size_t cap) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (HUGE_SLOTS(cap)) {
        void *p = mmap(NULL, cap * 8, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) return NULL;
        madvise(p, cap * 8, MADV_HUGEPAGE); /* a refusal only leaves 4 KB pages */
        return p;
    }
#endif
    return calloc(cap, 8);
}

static void slots_free(uint64_t *slots, size_t cap) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (HUGE_SLOTS(cap)) {
        munmap(slots, cap * 8);
        return;
    }
#endif
    free(slots);
}

/* Insert key; 1 when new, 0 when met before, -1 when out of memory. */
static int table_add(Table *T, uint64_t key) {
    if (key == 0) key = 1; /* 0 marks an empty slot */
    if ((T->count + 1) * 10 > T->cap * 7) {
        size_t cap = T->cap ? T->cap * 2 : 1 << 16;
        uint64_t *slots = slots_alloc(cap);
        if (!slots) return -1;
        for (size_t i = 0; i < T->cap; i++) {
            uint64_t k = T->slots[i];
            if (!k) continue;
            size_t j = (size_t)(k >> 20) & (cap - 1);
            while (slots[j]) j = (j + 1) & (cap - 1);
            slots[j] = k;
        }
        slots_free(T->slots, T->cap); /* none yet: cap 0, free(NULL) */
        T->slots = slots;
        T->cap = cap;
    }
    size_t j = (size_t)(key >> 20) & (T->cap - 1);
    while (T->slots[j]) {
        if (T->slots[j] == key) return 0;
        j = (j + 1) & (T->cap - 1);
    }
    T->slots[j] = key;
    T->count++;
    return 1;
}

/* The slot a key's lookup starts at, asked for early: the table outgrows the cache, so a
 * position's children's slots are fetched together before any is looked up. */
static inline void table_prefetch(const Table *T, uint64_t key) {
    if (T->cap) __builtin_prefetch(&T->slots[(size_t)((key ? key : 1) >> 20) & (T->cap - 1)]);
}

static inline int before(const Entry *a, const Entry *b) { /* a comes out first */
    return a->score > b->score || (a->score == b->score && a->node > b->node);
}

/* A binary heap of entries whose root comes out first by `first` (before: the open
 * positions' heap; worse: the beam's kept candidates, the worst at the root). */
typedef int (*First)(const Entry *, const Entry *);

static inline void sift_up(Entry *h, size_t i, First first) {
    Entry e = h[i];
    while (i > 0) {
        size_t p = (i - 1) / 2;
        if (!first(&e, &h[p])) break;
        h[i] = h[p];
        i = p;
    }
    h[i] = e;
}

static inline void sift_down(Entry *h, size_t n, size_t i, First first) {
    Entry e = h[i];
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && first(&h[c + 1], &h[c])) c++;
        if (!first(&h[c], &e)) break;
        h[i] = h[c];
        i = c;
    }
    h[i] = e;
}

static Entry heap_take(Search *S, size_t i) {
    Entry out = S->heap[i];
    S->nheap--;
    if (i < S->nheap) {
        S->heap[i] = S->heap[S->nheap];
        sift_down(S->heap, S->nheap, i, before);
        sift_up(S->heap, i, before);
    }
    return out;
}

static int grow(void **p, size_t *cap, size_t need, size_t item) {
    if (need <= *cap) return 0;
    size_t cap2 = *cap ? *cap * 2 : 1 << 14;
    void *q = realloc(*p, cap2 * item);
    if (!q) return -1;
    *p = q;
    *cap = cap2;
    return 0;
}

static void search_free(Search *S) {
    for (size_t i = 0; i < S->nheap; i++) free(S->heap[i].state);
    free(S->heap);
    free(S->nodes);
    slots_free(S->seen.slots, S->seen.cap);
}

/* A position met for the first time, `move` after node `parent`: its node, and the most
 * cards home so far. 1: it is won (no state is kept); 0: its packed state is in *state, of
 * *size bytes, for the caller to keep; -1: out of memory. */
static int new_node(Search *S, uint32_t parent, Move move, const Pos *P, int *best, uint32_t *child, uint8_t **state,
                    size_t *size) {
    if (grow((void **)&S->nodes, &S->capnodes, S->nnodes + 1, sizeof(Node)) < 0) return -1;
    *child = (uint32_t)S->nnodes++;
    S->nodes[*child] = (Node){parent, move};
    int h = home(P);
    if (h > *best) *best = h;
    if (h == NCARDS) return 1;
    return (*state = encode(P, size)) ? 0 : -1;
}

/* P, reached by `move` from node `parent`, appended to the list (*list, *n entries, room for
 * *cap) unless it was met before. 1: P is won (its node in *won, nothing appended); 0:
 * appended, or met before; -1: out of memory. */
static int add_unseen(Search *S, uint32_t parent, Move move, Pos *P, int *best, Entry **list, size_t *cap, size_t *n,
                      uint32_t *won) {
    int added = table_add(&S->seen, pos_key(P));
    if (added <= 0) return added;
    uint32_t child;
    uint8_t *state;
    size_t size;
    if (grow((void **)list, cap, *n + 1, sizeof(Entry)) < 0) return -1;
    int got = new_node(S, parent, move, P, best, &child, &state, &size);
    if (got < 0) return -1;
    if (got) {
        *won = child;
        return 1;
    }
    (*list)[(*n)++] = (Entry){0, child, state};
    S->state_bytes += size;
    return 0;
}

/* The winning line to node: the root's safe home moves, then each node's move and the
 * safe home moves after it, replayed from the root (they are not stored). */
static PyObject *rebuild_line(const Search *S, const Pos *root, uint32_t node) {
    size_t depth = 0;
    for (uint32_t n = node; n != 0; n = S->nodes[n].parent) depth++;
    Move *path = malloc((depth + 1) * sizeof(Move));
    Move *line = malloc((depth * (NCARDS + 1) + NCARDS + 1) * sizeof(Move));
    if (!path || !line) {
        free(path);
        free(line);
        return PyErr_NoMemory();
    }
    size_t i = depth;
    for (uint32_t n = node; n != 0; n = S->nodes[n].parent) path[--i] = S->nodes[n].move;
    Pos P = *root;
    int k = auto_home(&P, line, 0);
    for (i = 0; i < depth; i++) {
        apply(&P, path[i]);
        line[k++] = path[i];
        k = auto_home(&P, line, k);
    }
    PyObject *out = move_list(line, k);
    free(path);
    free(line);
    return out;
}

#define POLL_EVERY 256 /* expansions between calls of poll (a few milliseconds) */
enum { GO = 0, STOP_TIME = 1, STOP_CANCEL = 2, STOP_STATES = 3, STOP_MEMORY = 4 };
enum { UNKNOWN = 0, WON = 1, UNWINNABLE = 2 };

/* search(piles, rules, weights, epsilon, proofs, max_states, memory_limit, poll, seed)
 * -> (verdict, line, states, expanded, best_home, stopped). seed picks the keys' zobrist
 * numbers: two seeds give independent keys, so a proof by exhaustion can be confirmed.  poll(states, expanded,
 * best_home, open, memory_bytes) is called every POLL_EVERY expansions with the GIL held
 * (the GIL is released in between) and returns 0 to go on, 1 (time) or 2 (cancel) to stop.
 * max_states < 0: no limit. Verdicts: 0 unknown, 1 won, 2 unwinnable. */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *piles, *w, *poll;
    int rules, proofs;
    double epsilon;
    long long max_states, memory_limit;
    unsigned long long seed;
    Weights W;
    Pos root, P;
    if (!PyArg_ParseTuple(args, "OiO!diLLOK", &piles, &rules, &PyTuple_Type, &w, &epsilon, &proofs, &max_states,
                          &memory_limit, &poll, &seed) ||
        !parse_weights(w, &W) || pos_from_piles(piles, rules, &root) < 0)
        return NULL;
    uint64_t *zt = seed ? zobrist_table(seed) : NULL; /* freed at the end: the search's positions use it */
    if (seed && !zt) return PyErr_NoMemory();
    if (zt) root.zt = zt;
    rehash(&root);
    Search S;
    memset(&S, 0, sizeof S);
    Move moves[MAXMOVES], seq[NCARDS + 1];
    uint64_t keys[MAXMOVES];
    int verdict = UNKNOWN, stopped = GO, nomem = 0;
    uint32_t won_node = 0;
    long long expanded = 0;
    uint64_t rng = 0x9e3779b97f4a7c15ULL ^ (uint64_t)(epsilon * 1e6);
    P = root;
    auto_home(&P, seq, 0);
    int best = home(&P);
    size_t size;
    if (best == NCARDS) {
        verdict = WON;
        goto done;
    }
    if (table_add(&S.seen, pos_key(&P)) < 0 || grow((void **)&S.nodes, &S.capnodes, 1, sizeof(Node)) < 0 ||
        grow((void **)&S.heap, &S.capheap, 1, sizeof(Entry)) < 0) {
        nomem = 1;
        goto done;
    }
    S.nodes[S.nnodes++] = (Node){UINT32_MAX, {0, 0, 0}};
    S.heap[0] = (Entry){(int32_t)evaluate(&P, &W), 0, encode(&P, &size)};
    if (!S.heap[0].state) {
        nomem = 1;
        goto done;
    }
    S.nheap = 1;
    S.state_bytes = size + 16;
    PyThreadState *ts = PyEval_SaveThread();
    while (S.nheap) {
        if (expanded % POLL_EVERY == 0) {
            PyEval_RestoreThread(ts);
            PyObject *r = PyObject_CallFunction(poll, "LLinn", (long long)S.seen.count, expanded, best,
                                                (Py_ssize_t)S.nheap, (Py_ssize_t)search_bytes(&S));
            long code = r ? PyLong_AsLong(r) : -1;
            Py_XDECREF(r);
            if (code == -1 && PyErr_Occurred()) {
                search_free(&S);
                free(zt);
                return NULL;
            }
            ts = PyEval_SaveThread();
            if (code) {
                stopped = (int)code;
                break;
            }
        }
        if (search_bytes(&S) >= (size_t)memory_limit) {
            stopped = STOP_MEMORY;
            break;
        }
        if (max_states >= 0 && (long long)S.seen.count >= max_states) {
            stopped = STOP_STATES;
            break;
        }
        Entry e;
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        if (epsilon > 0 && (double)(rng >> 11) / 9007199254740992.0 < epsilon) {
            /* now and then a random open position, to get off a plateau of the score */
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            e = heap_take(&S, (size_t)(rng % S.nheap));
        } else
            e = heap_take(&S, 0);
        decode(&P, e.state);
        free(e.state);
        S.state_bytes -= state_size(&P) + 16;
        expanded++;
        /* proofs.py rule 3, stock_order.py rule 4: a lost position is not expanded (a complete
         * search may drop it without losing a win) */
        if ((proofs & PROOF_FROZEN && frozen(&P)) || (proofs & PROOF_STOCK_ORDER && stock_order(&P))) continue;
        int n = candidate_moves(&P, moves);
        for (int i = 0; i < n; i++) { /* every child's key first, so that its slot is on its way */
            apply(&P, moves[i]);
            int k = auto_home(&P, seq, 0);
            keys[i] = pos_key(&P);
            table_prefetch(&S.seen, keys[i]);
            while (k > 0) unapply(&P, seq[--k]);
            unapply(&P, moves[i]);
        }
        for (int i = 0; i < n; i++) {
            int added = table_add(&S.seen, keys[i]), k = 0;
            if (added > 0) {
                apply(&P, moves[i]);
                k = auto_home(&P, seq, 0);
                uint32_t child;
                uint8_t *st;
                int got = grow((void **)&S.heap, &S.capheap, S.nheap + 1, sizeof(Entry)) < 0
                              ? -1
                              : new_node(&S, e.node, moves[i], &P, &best, &child, &st, &size);
                if (got < 0)
                    added = -1;
                else if (got) {
                    verdict = WON;
                    won_node = child;
                } else {
                    S.heap[S.nheap] = (Entry){(int32_t)evaluate(&P, &W), child, st};
                    sift_up(S.heap, S.nheap++, before);
                    S.state_bytes += size + 16;
                }
                while (k > 0) unapply(&P, seq[--k]);
                unapply(&P, moves[i]);
            }
            if (added < 0) {
                nomem = 1;
                break;
            }
            if (verdict == WON) break;
        }
        if (nomem || verdict == WON) break;
    }
    PyEval_RestoreThread(ts);
    if (nomem) stopped = STOP_MEMORY;
    if (verdict != WON && stopped == GO && !nomem) verdict = UNWINNABLE;
done:;
    PyObject *line = verdict == WON ? rebuild_line(&S, &root, won_node) : PyList_New(0);
    long long states = S.seen.count ? (long long)S.seen.count : 1;
    search_free(&S);
    free(zt);
    if (!line) return NULL;
    if (nomem && verdict == UNKNOWN) stopped = STOP_MEMORY;
    return Py_BuildValue("(iNLLii)", verdict, line, states, expanded, best, stopped);
}

/* ---- the beam search ---------------------------------------------------------------
 * A search for wins only, which proves nothing (search.py never takes its running dry for
 * a proof). It goes through the stock one draw at a time: from each position it keeps (the
 * beam; at first the root) it tries every move but a draw, and from each position those
 * reach, up to CLOSURE positions per kept one (breadth- rather than depth-wise does not
 * matter: all of them are scored); of all these positions that can still draw, it keeps
 * the `width` best by score, and draws in each. The best-first search spends most of its
 * positions near the end of the stock, in the few lines its score likes best; the beam
 * gives every draw the same share, so it compares many more ways through the stock (deals
 * 3 and 15 are won in seconds this way, not in a minute of the best-first search). */
#define CLOSURE 2000

static inline int worse(const Entry *a, const Entry *b) { return before(b, a); } /* a comes out last */

static double wall_seconds(void) {
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* beam(piles, rules, weights, width, seconds, max_states, memory_limit, poll) -> the
 * tuple of search() (its verdict never UNWINNABLE). With seconds > 0 the beam narrows
 * (or widens again, never past `width`) so as to reach the end of the stock within them:
 * from the time per kept position so far and the draws left (poll still stops it, as in
 * search()). seconds <= 0: always `width`, so the search is the same on every machine. */
static PyObject *py_beam(PyObject *self, PyObject *args) {
    PyObject *piles, *w, *poll;
    int rules, width;
    double seconds;
    long long max_states, memory_limit;
    Weights W;
    Pos root, P;
    if (!PyArg_ParseTuple(args, "OiO!idLLO", &piles, &rules, &PyTuple_Type, &w, &width, &seconds, &max_states,
                          &memory_limit, &poll) ||
        !parse_weights(w, &W) || pos_from_piles(piles, rules, &root) < 0)
        return NULL;
    if (width < 1) {
        PyErr_SetString(PyExc_ValueError, "the beam's width is at least 1");
        return NULL;
    }
    Search S;
    memset(&S, 0, sizeof S);
    Move moves[MAXMOVES], seq[NCARDS + 1];
    Entry *cur = NULL, *sel = NULL, *queue = NULL; /* the beam, the kept candidates, the positions to try */
    size_t ncur = 0, nsel = 0, head = 0, nqueue = 0, capcur = 0, capsel = 0, capqueue = 0, size;
    int verdict = UNKNOWN, stopped = GO, nomem = 0, error = 0;
    uint32_t won_node = 0;
    long long expanded = 0;
    size_t keep = (size_t)width;
    double t0 = wall_seconds(), last = t0, members = 0; /* the positions kept at each draw so far, added up */
    size_t tried_members = 1; /* those of the last draw */
    P = root;
    auto_home(&P, seq, 0);
    int best = home(&P);
    if (best == NCARDS) {
        verdict = WON;
        goto done;
    }
    if (table_add(&S.seen, pos_key(&P)) < 0 || grow((void **)&S.nodes, &S.capnodes, 1, sizeof(Node)) < 0 ||
        grow((void **)&cur, &capcur, 1, sizeof(Entry)) < 0 || grow((void **)&queue, &capqueue, 1, sizeof(Entry)) < 0 ||
        !(cur[0].state = encode(&P, &size))) {
        nomem = 1;
        goto done;
    }
    S.nodes[S.nnodes++] = (Node){UINT32_MAX, {0, 0, 0}};
    cur[0].node = 0;
    cur[0].score = 0;
    ncur = 1;
    S.state_bytes = size;
    PyThreadState *ts = PyEval_SaveThread();
    while (ncur && !stopped && !nomem && verdict != WON) {
        nsel = 0;
        members += (double)ncur;
        tried_members = ncur;
        for (size_t b = 0; b < ncur && !stopped && !nomem && verdict != WON; b++) {
            int tried = 0;
            queue[0] = cur[b]; /* in the order met, so that each is reached by the fewest moves */
            cur[b].state = NULL;
            head = 0;
            nqueue = 1;
            while (head < nqueue && !stopped && !nomem && verdict != WON) {
                if (expanded % POLL_EVERY == 0) {
                    PyEval_RestoreThread(ts);
                    PyObject *r = PyObject_CallFunction(poll, "LLinn", (long long)S.seen.count, expanded, best,
                                                        (Py_ssize_t)(nsel + nqueue - head + ncur),
                                                        (Py_ssize_t)(search_bytes(&S) + (capcur + capsel + capqueue) * sizeof(Entry)));
                    long code = r ? PyLong_AsLong(r) : -1;
                    Py_XDECREF(r);
                    if (code == -1 && PyErr_Occurred()) error = 1, code = STOP_CANCEL;
                    ts = PyEval_SaveThread();
                    stopped = (int)code;
                    if (stopped) break;
                }
                if (search_bytes(&S) + (capcur + capsel + capqueue) * sizeof(Entry) >= (size_t)memory_limit) {
                    stopped = STOP_MEMORY;
                    break;
                }
                if (max_states >= 0 && (long long)S.seen.count >= max_states) {
                    stopped = STOP_STATES;
                    break;
                }
                Entry e = queue[head];
                queue[head++].state = NULL;
                decode(&P, e.state);
                expanded++;
                if (tried++ < CLOSURE) {
                    int n = candidate_moves(&P, moves);
                    for (int i = 0; i < n && !nomem; i++) {
                        if (moves[i].src == STOCK) continue; /* draws come after the choice */
                        apply(&P, moves[i]);
                        int k = auto_home(&P, seq, 0);
                        int got = add_unseen(&S, e.node, moves[i], &P, &best, &queue, &capqueue, &nqueue, &won_node);
                        if (got < 0)
                            nomem = 1;
                        else if (got)
                            verdict = WON;
                        while (k > 0) unapply(&P, seq[--k]);
                        unapply(&P, moves[i]);
                        if (verdict == WON) break;
                    }
                }
                /* a candidate for the next draw, if it can draw and is among the best */
                e.score = (int32_t)evaluate(&P, &W);
                if (P.nstock && nsel < keep) {
                    if (grow((void **)&sel, &capsel, nsel + 1, sizeof(Entry)) < 0) {
                        nomem = 1;
                    } else {
                        sel[nsel] = e;
                        sift_up(sel, nsel++, worse);
                        e.state = NULL;
                    }
                } else if (P.nstock && nsel && worse(&sel[0], &e)) {
                    Entry out = sel[0];
                    sel[0] = e;
                    sift_down(sel, nsel, 0, worse);
                    e = out;
                }
                if (e.state) {
                    S.state_bytes -= encoded_size(e.state);
                    free(e.state);
                }
            }
        }
        if (stopped || nomem || verdict == WON) break;
        for (size_t b = 0; b < ncur; b++) free(cur[b].state); /* none left: taken in turn above */
        /* draw in each kept position: the next beam */
        ncur = 0;
        for (size_t i = 0; i < nsel; i++) {
            Entry e = sel[i];
            decode(&P, e.state);
            S.state_bytes -= state_size(&P);
            free(e.state);
            if (nomem || verdict == WON) continue;
            Move draw = {STOCK, WASTE, 1};
            apply(&P, draw);
            auto_home(&P, seq, 0);
            int got = add_unseen(&S, e.node, draw, &P, &best, &cur, &capcur, &ncur, &won_node);
            if (got < 0)
                nomem = 1;
            else if (got)
                verdict = WON;
        }
        nsel = 0;
        if (seconds > 0 && ncur) {
            /* narrow the beam so that the draws left fit in the time left: a kept position
             * costs `per`, as much as in the last draw or on average, whichever is more (later
             * draws cost more: more cards are out and columns empty; so a margin too, wider
             * when cards come back from the foundations: there the cost grows most late in
             * the stock: given 1 2/3 s, on 85 undecided deals, with half the time left for
             * the draws to come 33 stopped at the clock before the end of the stock, where
             * the wins are, with a quarter 17; benchmarks/beam_time.py) */
            double now = wall_seconds(), spent = now - t0, per = spent / members;
            if ((now - last) / (double)tried_members > per) per = (now - last) / (double)tried_members;
            last = now;
            decode(&P, cur[0].state);
            double fit = (rules & RULE_NO_TAKEBACKS ? 0.5 : 0.25) * (seconds - spent) / (per * (P.nstock + 1));
            keep = fit >= width ? (size_t)width : fit > 16 ? (size_t)fit : 16; /* (NaN: 16) */
        }
    }
    PyEval_RestoreThread(ts);
    if (nomem) stopped = STOP_MEMORY;
done:;
    for (size_t i = 0; i < ncur; i++) free(cur[i].state);
    for (size_t i = 0; i < nsel; i++) free(sel[i].state);
    for (size_t i = head; i < nqueue; i++) free(queue[i].state);
    free(cur);
    free(sel);
    free(queue);
    if (error) {
        search_free(&S);
        return NULL;
    }
    PyObject *line = verdict == WON ? rebuild_line(&S, &root, won_node) : PyList_New(0);
    long long states = S.seen.count ? (long long)S.seen.count : 1;
    search_free(&S);
    if (!line) return NULL;
    return Py_BuildValue("(iNLLii)", verdict, line, states, expanded, best, stopped);
}

static PyMethodDef methods[] = {
    {"legal_moves", py_legal_moves, METH_VARARGS, "legal_moves(piles, rules) -> every legal (src, dst, count)"},
    {"candidate_moves", py_candidate_moves, METH_VARARGS, "candidate_moves(piles, rules) -> the moves the search tries"},
    {"successor", py_successor, METH_VARARGS, "successor(piles, rules, move) -> the position after move, in face form"},
    {"auto_home", py_auto_home, METH_VARARGS, "auto_home(piles, rules) -> (face form, safe home moves)"},
    {"key", py_key, METH_VARARGS, "key(piles, seed=0) -> the 64-bit canonical key"},
    {"evaluate", py_evaluate, METH_VARARGS, "evaluate(piles, weights) -> the heuristic score"},
    {"frozen", py_frozen, METH_VARARGS, "frozen(piles) -> rule 3 proves the position lost"},
    {"stock_order", py_stock_order, METH_VARARGS, "stock_order(piles) -> rule 4 proves the position lost"},
    {"search", py_search, METH_VARARGS, "search(...) -> (verdict, line, states, expanded, best_home, stopped)"},
    {"beam", py_beam, METH_VARARGS, "beam(...) -> (verdict, line, states, expanded, best_home, stopped)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core", "The solver's compiled search core.", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__core(void) {
    for (int f = 0; f < 52; f++) {
        SUIT_T[f] = (uint8_t)(f / 13);
        RANK_T[f] = (uint8_t)(f % 13 + 1);
    }
    if (!ZT_SEED0 && !(ZT_SEED0 = zobrist_table(0))) return PyErr_NoMemory();
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "VERSION", CORE_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
