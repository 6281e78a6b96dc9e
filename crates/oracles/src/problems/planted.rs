//! One planted bug per problem: its winning rule with an off-by-one in the rule's constant or
//! comparison, as a solution might get it wrong. The derived defaults alone must catch each one
//! (see `proofs::planted_bug_caught`).

use crate::input::join;
use crate::random::{fibonacci_up_to, wythoff_cold};
use crate::Case;

/// `yes` or `no` with a newline.
fn say(wins: bool, yes: &str, no: &str) -> String {
    format!("{}\n", if wins { yes } else { no })
}

fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |x, v| x ^ v)
}

/// Grundy values 0..=top of a subtraction game, a take allowed when `allowed(take, heap)`.
fn grundy(takes: &[u64], top: u64, allowed: fn(u64, u64) -> bool) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for heap in 0..=top {
        let options: Vec<u64> = takes
            .iter()
            .filter(|&&take| allowed(take, heap))
            .map(|&take| values[(heap - take) as usize])
            .collect();
        values.push((0..).find(|v| !options.contains(v)).expect("a mex"));
    }
    values
}

/// Cutting values when every cut leaves both parts at least `least` wide.
fn cutting(w: u64, h: u64, least: u64) -> u64 {
    let (w, h, least) = (w as usize, h as usize, least as usize);
    let mut g = vec![vec![0u64; h.max(w) + 1]; w.max(h) + 1];
    for a in 2..=w.max(h) {
        for b in 2..=w.max(h) {
            let across = (least..=a.saturating_sub(least)).map(|c| g[c][b] ^ g[a - c][b]);
            let along = (least..=b.saturating_sub(least)).map(|c| g[a][c] ^ g[a][b - c]);
            let options: Vec<u64> = across.chain(along).collect();
            g[a][b] = (0..).find(|v| !options.contains(v)).expect("a mex");
        }
    }
    g[w][h]
}

/// The planted bug of the problem called `name`.
///
/// Each problem's bug is the function named after the problem, its comment saying what it gets
/// wrong.
///
/// # Panics
/// For a problem with no planted bug yet: write one here.
pub fn mutant(name: &str) -> fn(&Case) -> String {
    match name {
        "hdu-2897" => hdu_2897,
        "hdu-1730" => hdu_1730,
        "hdu-1846" => hdu_1846,
        "hdu-2149" => hdu_2149,
        "hdu-2147" => hdu_2147,
        "hdu-2516" => hdu_2516,
        "hdu-1850" => hdu_1850,
        "hdu-3032" => hdu_3032,
        "luogu-p2197" => luogu_p2197,
        "luogu-p1247" => luogu_p1247,
        "poj-1740" => poj_1740,
        "hdu-1848" => hdu_1848,
        "hdu-1907" => hdu_1907,
        "poj-1704" => poj_1704,
        "poj-1067" => poj_1067,
        "hdu-1517" => hdu_1517,
        "poj-2311" => poj_2311,
        "hdu-1536" => hdu_1536,
        "hdu-2176" => hdu_2176,
        "hdu-1524" => hdu_1524,
        "hdu-1079" => hdu_1079,
        "poj-2348" => poj_2348,
        _ => panic!("{name} has no planted bug: add one in crates/oracles/src/problems/planted.rs"),
    }
}

/// n mod (p + q) < p instead of <= p.
fn hdu_2897(c: &Case) -> String {
    let r = c["n"] % (c["p"] + c["q"]);
    say(!(1 <= r && r < c["p"]), "WIN", "LOST")
}

/// The XOR of the distances |a - b| instead of the gaps |a - b| - 1.
fn hdu_1730(c: &Case) -> String {
    let gaps: Vec<u64> = c.rows().iter().map(|r| r["a"].abs_diff(r["b"])).collect();
    say(xor(&gaps) != 0, "I WIN!", "BAD LUCK!")
}

/// n mod m instead of n mod (m + 1).
fn hdu_1846(c: &Case) -> String {
    say(!c["n"].is_multiple_of(c["m"]), "first", "second")
}

/// M mod N instead of M mod (N + 1).
fn hdu_2149(c: &Case) -> String {
    match (c["M"], c["N"]) {
        (m, n) if m <= n => format!("{}\n", join(&(m..=n).collect::<Vec<_>>())),
        (m, n) if m % n == 0 => "none\n".to_string(),
        (m, n) => format!("{}\n", m % n),
    }
}

/// kiki loses when n is even (n + 1 odd) and m odd.
fn hdu_2147(c: &Case) -> String {
    say(
        (c["n"] + 1).is_multiple_of(2) || c["m"].is_multiple_of(2),
        "Wonderful!",
        "What a pity!",
    )
}

/// n + 1 tested for a Fibonacci number.
fn hdu_2516(c: &Case) -> String {
    say(
        !fibonacci_up_to(1 << 32).contains(&(c["n"] + 1)),
        "First win",
        "Second win",
    )
}

/// p ⊕ x <= p counts every pile of a lost position.
fn hdu_1850(c: &Case) -> String {
    let x = xor(c.list("N"));
    format!("{}\n", c.list("N").iter().filter(|&&p| p ^ x <= p).count())
}

/// The mod-4 swap one residue late.
fn hdu_3032(c: &Case) -> String {
    let g = |s: u64| match (s + 1) % 4 {
        0 => s - 1,
        3 => s + 1,
        _ => s,
    };
    say(
        c.list("s").iter().fold(0, |x, &s| x ^ g(s)) != 0,
        "Alice",
        "Bob",
    )
}

/// XOR > 1 instead of != 0.
fn luogu_p2197(c: &Case) -> String {
    say(xor(c.list("a")) > 1, "Yes", "No")
}

/// p ⊕ x <= p moves in a lost position.
fn luogu_p1247(c: &Case) -> String {
    let piles = c.list("a");
    let x = xor(piles);
    let Some(pile) = piles.iter().position(|&p| p ^ x <= p) else {
        return "lose\n".to_string();
    };
    let mut after = piles.to_vec();
    after[pile] ^= x;
    format!(
        "{} {}\n{}\n",
        piles[pile] - after[pile],
        pile + 1,
        join(&after)
    )
}

/// Piles of 1 left out of the pairing, as if empty.
fn poj_1740(c: &Case) -> String {
    let mut piles: Vec<u64> = c.list("a").iter().copied().filter(|&a| a > 1).collect();
    piles.sort_unstable();
    let paired = piles.len().is_multiple_of(2) && piles.chunks(2).all(|p| p[0] == p[1]);
    say(!paired, "1", "0")
}

/// Takes of 1 forgotten: the Fibonacci numbers from 2.
fn hdu_1848(c: &Case) -> String {
    let g = grundy(&fibonacci_up_to(1000)[1..], 1000, |take, heap| take <= heap);
    let heaps = [c["m"], c["n"], c["p"]];
    say(
        heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0,
        "Fibo",
        "Nacci",
    )
}

/// With every heap 1, John wins on an odd count.
fn hdu_1907(c: &Case) -> String {
    let heaps = c.list("A");
    let ones = heaps.iter().all(|&h| h == 1);
    say(
        if ones {
            !heaps.len().is_multiple_of(2)
        } else {
            xor(heaps) != 0
        },
        "John",
        "Brother",
    )
}

/// The gaps counted one cell too wide.
fn poj_1704(c: &Case) -> String {
    let mut cells = c.list("P").to_vec();
    cells.sort_unstable();
    let mut x = 0;
    for right in (0..cells.len()).rev().step_by(2) {
        x ^= cells[right] - if right == 0 { 0 } else { cells[right - 1] };
    }
    say(x != 0, "Georgia will win", "Bob will win")
}

/// ⌊kφ⌋ one too large.
fn poj_1067(c: &Case) -> String {
    let (low, high) = (c["a"].min(c["b"]), c["a"].max(c["b"]));
    say(wythoff_cold(high - low).0 + 1 != low, "1", "0")
}

/// 18^j <= n instead of 18^j < n.
fn hdu_1517(c: &Case) -> String {
    let n = c["n"];
    let stan = (0..8).map(|j| 18u64.pow(j)).any(|p| p <= n && n <= 9 * p);
    say(stan, "Stan wins.", "Ollie wins.")
}

/// Sensible cuts leave parts at least 3 wide, not 2.
fn poj_2311(c: &Case) -> String {
    say(cutting(c["W"], c["H"], 3) != 0, "WIN", "LOSE")
}

/// A take allowed only below the heap, not up to it.
fn hdu_1536(c: &Case) -> String {
    let g = grundy(c.list("s"), 10_000, |take, heap| take < heap);
    let rows = c.rows().iter().map(|row| row.list("h"));
    let wins = rows.map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0);
    wins.map(|w| if w { 'W' } else { 'L' })
        .chain(['\n'])
        .collect()
}

/// Only the first winning move, not every one.
fn hdu_2176(c: &Case) -> String {
    let piles = c.list("a");
    let x = xor(piles);
    match piles.iter().find(|&&p| p ^ x < p) {
        Some(&p) => format!("Yes\n{p} {}\n", p ^ x),
        None => "No\n".to_string(),
    }
}

/// The mex taken as one more than the largest successor's value (a chain 0 → 1 → 2 gives 2, not 0).
fn hdu_1524(c: &Case) -> String {
    let rows = c.group("N");
    let mut g: Vec<Option<u64>> = vec![None; rows.len()];
    // Sweeps until every node's value is known: a node's once its successors' are.
    while g.iter().any(Option::is_none) {
        for (node, row) in rows.iter().enumerate() {
            let options: Option<Vec<u64>> =
                row.list("x").iter().map(|&to| g[to as usize]).collect();
            if let Some(options) = options {
                g[node] = Some(options.iter().max().map_or(0, |most| most + 1));
            }
        }
    }
    let queries = c.group("queries").iter();
    let xor_of = |pieces: &[u64]| {
        pieces
            .iter()
            .fold(0, |x, &p| x ^ g[p as usize].unwrap_or(0))
    };
    queries
        .map(|q| say(xor_of(q.list("p")) != 0, "WIN", "LOSE"))
        .collect()
}

/// m + d even wins, without the exceptions 9/30 and 11/30.
fn hdu_1079(c: &Case) -> String {
    say((c["m"] + c["d"]).is_multiple_of(2), "YES", "NO")
}

/// The larger more than twice the smaller wins at once, not at least twice.
fn poj_2348(c: &Case) -> String {
    let (mut small, mut large) = (c["a"].min(c["b"]), c["a"].max(c["b"]));
    let mut mover_wins = true;
    while large / small <= 2 && large % small != 0 {
        (small, large) = ((large - small).min(small), (large - small).max(small));
        mover_wins = !mover_wins;
    }
    say(mover_wins, "Stan wins", "Ollie wins")
}
