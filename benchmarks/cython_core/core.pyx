# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The solver's search loop in Cython, ruleset N, no proof rules: a measurement, not a shipped core.

benchmarks/core_languages.py compares it with the C core (qvoleurs/engine/solver/_core.c)
and the pure-Python search. It repeats the C core's rules and data layout on purpose (the
same moves in the same order, the same incremental Zobrist key, the same score, the same
transposition table and heap), so that the comparison measures the language, not the
algorithm. Ruleset N only: no supermoves, every run moves one card.

Piles are numbered as in rules.py: 0 stock, 1 waste, 2..11 columns, 12..19 foundations.
A position works on faces (card id % 52), foundations as heights, the stock as a prefix
of the root's stock.
"""

from libc.stdint cimport int8_t, int32_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcpy, memset

cdef enum:
    STOCK = 0
    WASTE = 1
    COL0 = 2
    F0 = 12  # first foundation; also the number of piles with cards in order (stock aside)
    NPILES = 20
    NCARDS = 104
    MAXMOVES = 512  # (19 - e)(10 + e) + 1 moves at most in ruleset N
    FAR = 40
    WON = 1
    UNWINNABLE = 2

cdef struct Move:
    uint8_t src, dst, cnt

cdef struct Pos:
    uint8_t stock[NCARDS]  # faces, top (next drawn) last
    int nstock
    uint8_t length[F0]  # waste and columns (index = pile)
    uint8_t card[F0][NCARDS]  # faces, bottom first
    uint8_t h[8]  # foundation heights
    uint64_t zh[F0]  # per waste and column: a sum over its cards of zobrist(index, face)

cdef struct Weights:
    long home, ordered, empty, need, waste_block, column_block, waste


cdef inline int suit(int f) noexcept nogil:
    return f // 13

cdef inline int rank(int f) noexcept nogil:
    return f % 13 + 1

cdef inline uint64_t mix64(uint64_t z) noexcept nogil:
    z += 0x9e3779b97f4a7c15ULL
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL
    return z ^ (z >> 31)

cdef inline uint64_t zobrist(int q, int i, int f) noexcept nogil:
    # the same number at an index of every column: the columns are interchangeable
    return mix64((<uint64_t>(q == WASTE)) << 16 | (<uint64_t>i) << 8 | <uint64_t>f)

cdef inline void push(Pos* P, int q, int f) noexcept nogil:
    cdef int i = P.length[q]
    P.length[q] = i + 1
    P.card[q][i] = f
    P.zh[q] += zobrist(q, i, f)

cdef inline int pop(Pos* P, int q) noexcept nogil:
    cdef int i = P.length[q] - 1
    cdef int f = P.card[q][i]
    P.length[q] = i
    P.zh[q] -= zobrist(q, i, f)
    return f

cdef void rehash(Pos* P) noexcept nogil:
    cdef int q, i
    for q in range(WASTE, F0):
        P.zh[q] = 0
        for i in range(P.length[q]):
            P.zh[q] += zobrist(q, i, P.card[q][i])

cdef inline int top(const Pos* P, int q) noexcept nogil:
    if q >= F0:
        return (q - F0) % 4 * 13 + P.h[q - F0] - 1
    return P.card[q][P.length[q] - 1]

cdef inline int home(const Pos* P) noexcept nogil:
    cdef int f, n = 0
    for f in range(8):
        n += P.h[f]
    return n


# ---- changes ---------------------------------------------------------------------

cdef inline void apply(Pos* P, Move m) noexcept nogil:
    if m.src == STOCK:
        P.nstock -= 1
        push(P, WASTE, P.stock[P.nstock])
    elif m.src >= F0:
        P.h[m.src - F0] -= 1
        push(P, m.dst, (m.src - F0) % 4 * 13 + P.h[m.src - F0])
    elif m.dst >= F0:
        pop(P, m.src)
        P.h[m.dst - F0] += 1
    else:
        push(P, m.dst, pop(P, m.src))

cdef inline void unapply(Pos* P, Move m) noexcept nogil:
    if m.src == STOCK:
        pop(P, WASTE)
        P.nstock += 1
    elif m.src >= F0:
        pop(P, m.dst)
        P.h[m.src - F0] += 1
    elif m.dst >= F0:
        P.h[m.dst - F0] -= 1
        push(P, m.src, (m.dst - F0) % 4 * 13 + P.h[m.dst - F0])
    else:
        push(P, m.src, pop(P, m.dst))


# ---- moves (_core.c's legal_moves and candidate_moves, ruleset N, in the same order) ----

cdef int legal_moves(const Pos* P, Move* out) noexcept nogil:
    cdef int n = 0, nsrc = 0, nempty = 0, i, k, c, f, s, face
    cdef int src[NPILES]
    cdef int empty[10]
    cdef int8_t acc[52][2]  # per face, the columns whose top takes it (two copies: two at most)
    if home(P) == NCARDS:
        return 0
    memset(acc, -1, sizeof(acc))
    if P.length[WASTE]:
        src[nsrc] = WASTE
        nsrc += 1
    for c in range(COL0, F0):
        if P.length[c]:
            src[nsrc] = c
            nsrc += 1
            face = top(P, c)
            if rank(face) > 1:
                acc[face - 1][acc[face - 1][0] >= 0] = c
        else:
            empty[nempty] = c
            nempty += 1
    for f in range(8):  # take-backs: a foundation's top card onto a column
        if P.h[f]:
            src[nsrc] = F0 + f
            nsrc += 1
    for i in range(nsrc):
        if src[i] >= F0:
            continue
        face = top(P, src[i])
        for f in range(suit(face), 8, 4):
            if P.h[f] == rank(face) - 1:
                out[n] = Move(src[i], F0 + f, 1)
                n += 1
    for i in range(nsrc):
        s = src[i]
        face = top(P, s)
        for k in range(2):
            if acc[face][k] < 0:
                break
            if acc[face][k] != s:
                out[n] = Move(s, acc[face][k], 1)
                n += 1
        for k in range(nempty):
            out[n] = Move(s, empty[k], 1)
            n += 1
    if P.nstock:
        out[n] = Move(STOCK, WASTE, 1)
        n += 1
    return n

cdef int candidate_moves(const Pos* P, Move* out) noexcept nogil:
    """The legal moves less symmetric copies: into an empty column only the first one, never
    a column's only card; onto a foundation only the first of two of a suit at the same height."""
    cdef Move all_moves[MAXMOVES]
    cdef Move m
    cdef int n = legal_moves(P, all_moves), kept = 0, first_empty = -1, c, i, other
    for c in range(COL0, F0):
        if P.length[c] == 0:
            first_empty = c
            break
    for i in range(n):
        m = all_moves[i]
        if COL0 <= m.dst < F0 and P.length[m.dst] == 0:
            if m.dst != first_empty or (COL0 <= m.src < F0 and P.length[m.src] == 1):
                continue
        elif m.dst >= F0:
            other = m.dst + 4 if m.dst < F0 + 4 else m.dst - 4
            if other < m.dst and P.h[other - F0] == P.h[m.dst - F0]:
                continue
        out[kept] = m
        kept += 1
    return kept

cdef int auto_home(Pos* P, Move* out) noexcept nogil:
    """proofs.py rule 1: safe cards go home at once; returns how many moves went to `out`."""
    cdef int n = 0, q, face, s, need, ha, hb
    cdef bint moved = True
    cdef Move m
    while moved:
        moved = False
        for q in range(WASTE, F0):
            if not P.length[q]:
                continue
            face = top(P, q)
            s = suit(face)
            need = rank(face) - 1
            ha = P.h[s]
            hb = P.h[s + 4]
            if ha >= need and hb >= need and (ha == need or hb == need):
                m = Move(q, F0 + (s if ha == need else s + 4), 1)
                apply(P, m)
                out[n] = m
                n += 1
                moved = True
    return n


# ---- the key and the score ---------------------------------------------------------

cdef inline uint64_t pos_key(const Pos* P) noexcept nogil:
    """The canonical key hashed to 64 bits: columns as a multiset (a sum of per-column hashes),
    faces, each suit's two foundation heights sorted."""
    cdef uint64_t head = P.nstock, k
    cdef int s, a, b, c
    for s in range(4):
        a = P.h[s]
        b = P.h[s + 4]
        head = head << 8 | <uint64_t>(a << 4 | b if a < b else b << 4 | a)
    k = mix64(head ^ mix64(P.zh[WASTE]))
    for c in range(COL0, F0):
        k += mix64(P.zh[c] ^ 0x434f4cULL)
    return k

cdef long evaluate(const Pos* P, const Weights* w) noexcept nogil:
    """heuristics.make_evaluator's score."""
    cdef int depth[52]
    cdef int low[4]
    cdef long ordered = 0, empties = 0, col_block = 0, waste_block = 0, hm = 0, need = 0
    cdef int c, n, k, i, f, d, s, r, prev, card, fp, h
    cdef const uint8_t* p
    for f in range(52):
        depth[f] = FAR
    for c in range(COL0, F0):
        n = P.length[c]
        p = P.card[c]
        if n == 0:
            empties += 1
            continue
        k = 1
        prev = p[0]
        while k < n:
            card = p[k]
            if suit(card) != suit(prev) or rank(card) != rank(prev) - 1:
                break
            prev = card
            k += 1
        ordered += k
        low[:] = [14, 14, 14, 14]
        for i in range(n):
            f = p[i]
            d = n - 1 - i
            s = suit(f)
            r = rank(f)
            if d < depth[f]:
                depth[f] = d
            if r > low[s]:
                if i >= k:
                    col_block += 1
            else:
                low[s] = r
    n = P.length[WASTE]
    low[:] = [14, 14, 14, 14]
    for i in range(n):
        f = P.card[WASTE][i]
        d = n - 1 - i
        s = suit(f)
        r = rank(f)
        if d < depth[f]:
            depth[f] = d
        if r > low[s]:
            waste_block += 1
        else:
            low[s] = r
    for i in range(P.nstock):
        f = P.stock[i]
        d = P.nstock - i
        if d < depth[f]:
            depth[f] = d
    for fp in range(8):
        h = P.h[fp]
        hm += h
        if h < 13:
            need += depth[fp % 4 * 13 + h]
    return (w.home * hm + w.ordered * ordered + w.empty * empties - w.need * need
            - w.waste_block * waste_block - w.waste * n - w.column_block * col_block)


# ---- one expansion: every candidate move applied, safe cards home, key, score, undone ----

cdef inline int expand(Pos* P, const Weights* w, uint64_t* keys, long* scores, Move* moves) noexcept nogil:
    cdef Move seq[NCARDS]
    cdef int n = candidate_moves(P, moves), i, k
    for i in range(n):
        apply(P, moves[i])
        k = auto_home(P, seq)
        keys[i] = pos_key(P)
        scores[i] = evaluate(P, w)
        while k > 0:
            k -= 1
            unapply(P, seq[k])
        unapply(P, moves[i])
    return n


# ---- Python values <-> positions ---------------------------------------------------------

cdef void load(Pos* P, list piles) except *:
    cdef int q, i
    cdef list pile
    memset(P, 0, sizeof(Pos))
    for q in range(NPILES):
        pile = piles[q]
        for i in range(len(pile)):
            if q == STOCK:
                P.stock[i] = pile[i] % 52
            elif q < F0:
                P.card[q][i] = pile[i] % 52
        if q == STOCK:
            P.nstock = len(pile)
        elif q < F0:
            P.length[q] = len(pile)
        else:
            P.h[q - F0] = len(pile)
    rehash(P)

cdef Weights weights_from(tuple w) except *:
    return Weights(w[0], w[1], w[2], w[3], w[4], w[5], w[6])


cdef class Board:
    """A position (Position.piles, ruleset N) held as C arrays."""

    cdef Pos P

    def __init__(self, list piles):
        load(&self.P, piles)

    def candidate_moves(self):
        cdef Move moves[MAXMOVES]
        cdef int n = candidate_moves(&self.P, moves)
        return [(moves[i].src, moves[i].dst, moves[i].cnt) for i in range(n)]

    def children(self, tuple weights):
        """[(move, key, score)] for each candidate move, after the safe home moves."""
        cdef Weights w = weights_from(weights)
        cdef Move moves[MAXMOVES]
        cdef uint64_t keys[MAXMOVES]
        cdef long scores[MAXMOVES]
        cdef int n = expand(&self.P, &w, keys, scores, moves)
        return [((moves[i].src, moves[i].dst, moves[i].cnt), keys[i], scores[i]) for i in range(n)]


def expand_all(list boards, tuple weights):
    """Expand every board (the timed step); returns how many children, and a checksum."""
    cdef Weights w = weights_from(weights)
    cdef Move moves[MAXMOVES]
    cdef uint64_t keys[MAXMOVES]
    cdef long scores[MAXMOVES]
    cdef uint64_t check = 0
    cdef long children = 0
    cdef Board b
    cdef int n, i
    for b in boards:
        n = expand(&b.P, &w, keys, scores, moves)
        children += n
        for i in range(n):
            check += keys[i] + <uint64_t>scores[i]
    return children, check


# ---- the search: _core.c's best-first search, without proof rules ----------------------

cdef struct Entry:
    int32_t score
    uint32_t node
    uint8_t* state

cdef struct Node:
    uint32_t parent
    Move move

cdef struct Search:
    uint64_t* slots  # the transposition table: 64-bit keys, open addressing, at most 70 % full
    size_t cap, count
    Node* nodes  # parent and move of each position met (lines are rebuilt from them)
    size_t nnodes, capnodes
    Entry* heap  # open positions, best first
    size_t nheap, capheap

cdef int table_add(Search* S, uint64_t key) noexcept nogil:
    """1 when key is new, 0 when met before, -1 when out of memory."""
    cdef size_t cap, i, j
    cdef uint64_t* slots
    if key == 0:
        key = 1  # 0 marks an empty slot
    if (S.count + 1) * 10 > S.cap * 7:
        cap = S.cap * 2 if S.cap else 1 << 16
        slots = <uint64_t*>calloc(cap, 8)
        if not slots:
            return -1
        for i in range(S.cap):
            if S.slots[i]:
                j = (S.slots[i] >> 20) & (cap - 1)
                while slots[j]:
                    j = (j + 1) & (cap - 1)
                slots[j] = S.slots[i]
        free(S.slots)
        S.slots = slots
        S.cap = cap
    j = (key >> 20) & (S.cap - 1)
    while S.slots[j]:
        if S.slots[j] == key:
            return 0
        j = (j + 1) & (S.cap - 1)
    S.slots[j] = key
    S.count += 1
    return 1

cdef inline bint before(const Entry* a, const Entry* b) noexcept nogil:
    return a.score > b.score or (a.score == b.score and a.node > b.node)

cdef void sift_up(Entry* h, size_t i) noexcept nogil:
    cdef Entry e = h[i]
    cdef size_t p
    while i > 0:
        p = (i - 1) // 2
        if not before(&e, &h[p]):
            break
        h[i] = h[p]
        i = p
    h[i] = e

cdef void sift_down(Entry* h, size_t n, size_t i) noexcept nogil:
    cdef Entry e = h[i]
    cdef size_t c
    while True:
        c = 2 * i + 1
        if c >= n:
            break
        if c + 1 < n and before(&h[c + 1], &h[c]):
            c += 1
        if not before(&h[c], &e):
            break
        h[i] = h[c]
        i = c
    h[i] = e

cdef Entry heap_pop(Search* S) noexcept nogil:
    cdef Entry out = S.heap[0]
    S.nheap -= 1
    if S.nheap:
        S.heap[0] = S.heap[S.nheap]
        sift_down(S.heap, S.nheap, 0)
    return out

cdef int grow(void** p, size_t* cap, size_t need, size_t item) noexcept nogil:
    cdef size_t cap2
    cdef void* q
    if need <= cap[0]:
        return 0
    cap2 = cap[0] * 2 if cap[0] else 1 << 14
    q = realloc(p[0], cap2 * item)
    if not q:
        return -1
    p[0] = q
    cap[0] = cap2
    return 0

cdef uint8_t* encode(const Pos* P) noexcept nogil:
    """The packed state of an open position: stock length, heights, each pile's length and faces."""
    cdef size_t n = 1 + 8 + 11
    cdef int q
    cdef uint8_t* s
    cdef uint8_t* o
    for q in range(WASTE, F0):
        n += P.length[q]
    s = <uint8_t*>malloc(n)
    if not s:
        return NULL
    s[0] = P.nstock
    memcpy(s + 1, P.h, 8)
    o = s + 9
    for q in range(WASTE, F0):
        o[0] = P.length[q]
        memcpy(o + 1, P.card[q], P.length[q])
        o += 1 + P.length[q]
    return s

cdef void decode(Pos* P, const uint8_t* s) noexcept nogil:
    cdef int q
    P.nstock = s[0]
    memcpy(P.h, s + 1, 8)
    s += 9
    for q in range(WASTE, F0):
        P.length[q] = s[0]
        memcpy(P.card[q], s + 1, s[0])
        s += 1 + s[0]
    rehash(P)

cdef void search_free(Search* S) noexcept nogil:
    cdef size_t i
    for i in range(S.nheap):
        free(S.heap[i].state)
    free(S.heap)
    free(S.nodes)
    free(S.slots)

cdef struct Stats:
    long long states, expanded
    int best  # most cards home in a position met

cdef int run_search(Pos* P, const Weights* w, long long max_states, Stats* out) noexcept nogil:
    """The best-first search from P: WON, UNWINNABLE, 0 when max_states stopped it, -1 out of memory."""
    cdef Search S
    cdef Move moves[MAXMOVES]
    cdef Move seq[NCARDS]
    cdef Entry e
    cdef uint8_t* st
    cdef int verdict = 0, n, i, k, added, h
    cdef uint32_t child
    memset(&S, 0, sizeof(Search))
    auto_home(P, seq)
    out.states = 1
    out.best = home(P)
    if out.best == NCARDS:
        return WON
    if (table_add(&S, pos_key(P)) < 0 or grow(<void**>&S.nodes, &S.capnodes, 1, sizeof(Node)) < 0
            or grow(<void**>&S.heap, &S.capheap, 1, sizeof(Entry)) < 0):
        search_free(&S)
        return -1
    S.nodes[0] = Node(<uint32_t>-1, Move(0, 0, 0))
    S.nnodes = 1
    S.heap[0] = Entry(evaluate(P, w), 0, encode(P))
    S.nheap = 1
    while S.nheap:
        if max_states >= 0 and <long long>S.count >= max_states:
            break
        e = heap_pop(&S)
        decode(P, e.state)
        free(e.state)
        out.expanded += 1
        n = candidate_moves(P, moves)
        for i in range(n):
            apply(P, moves[i])
            k = auto_home(P, seq)
            added = table_add(&S, pos_key(P))
            if added > 0:
                h = home(P)
                if (grow(<void**>&S.nodes, &S.capnodes, S.nnodes + 1, sizeof(Node)) < 0
                        or grow(<void**>&S.heap, &S.capheap, S.nheap + 1, sizeof(Entry)) < 0):
                    added = -1
                else:
                    child = S.nnodes
                    S.nnodes += 1
                    S.nodes[child] = Node(e.node, moves[i])
                    if h > out.best:
                        out.best = h
                    if h == NCARDS:
                        verdict = WON
                    else:
                        st = encode(P)
                        if not st:
                            added = -1
                        else:
                            S.heap[S.nheap] = Entry(evaluate(P, w), child, st)
                            sift_up(S.heap, S.nheap)
                            S.nheap += 1
            while k > 0:
                k -= 1
                unapply(P, seq[k])
            unapply(P, moves[i])
            if added < 0:
                verdict = -1
            if verdict:
                break
        if verdict:
            break
    if verdict == 0 and S.nheap == 0:
        verdict = UNWINNABLE
    out.states = S.count
    search_free(&S)
    return verdict


def search(list piles, tuple weights, long long max_states):
    """(verdict, states, expanded, best_home): verdict 1 won, 2 unwinnable, 0 stopped by max_states."""
    cdef Pos P
    cdef Weights w = weights_from(weights)
    cdef Stats stats = Stats(0, 0, 0)
    cdef int verdict
    load(&P, piles)
    with nogil:
        verdict = run_search(&P, &w, max_states, &stats)
    if verdict < 0:
        raise MemoryError
    return verdict, stats.states, stats.expanded, stats.best
