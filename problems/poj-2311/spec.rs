//! POJ 2311, Cutting Game: a move cuts one piece of paper in two along a grid line; whoever
//! first cuts out a 1 × 1 piece wins. The search plays the raw rule on the multiset of pieces,
//! knowing nothing of which cuts are sensible, so it reaches only small sheets ([`REACH`]).

use oracles::games::cutting::{piece, Cutting};
use oracles::prelude::*;

/// The longest side the search answers quickly, by the shorter side (index 0 unused): at most
/// about 40 ms optimised and 0.3 s in debug from an empty memo (4 × 20, 6 × 14 and 9 × 10 are
/// the slowest). Never larger for a larger shorter side, so shrinking stays within reach.
pub const REACH: [u64; 10] = [0, 200, 40, 40, 20, 18, 14, 12, 10, 10];

/// The search, and the reference's table once it is filled.
pub struct Poj2311(Solver<Cutting>, Option<Vec<Vec<u64>>>);

impl Default for Poj2311 {
    fn default() -> Self {
        Poj2311(Solver::new(Cutting), None)
    }
}

/// The Grundy value of every sheet up to 200 × 200 when no cut leaves a side of 1.
fn sensible_cut_values() -> Vec<Vec<u64>> {
    let mut grundy = vec![vec![0u64; 201]; 201];
    for w in 2..=200 {
        for h in 2..=200 {
            let across = (2..=w - 2).map(|cut| grundy[cut][h] ^ grundy[w - cut][h]);
            let along = (2..=h - 2).map(|cut| grundy[w][cut] ^ grundy[w][h - cut]);
            // The mex: a value is at most the number of options.
            let mut taken = vec![false; w + h];
            for value in across.chain(along) {
                if let Some(slot) = taken.get_mut(value as usize) {
                    *slot = true;
                }
            }
            grundy[w][h] = taken.iter().position(|&t| !t).expect("a free value") as u64;
        }
    }
    grundy
}

impl Problem for Poj2311 {
    const NAME: &'static str = "poj-2311";
    const FORMAT: [&'static str; 2] = ["until end / W H", "2 <= W, H <= 200"];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
    const GAME: Option<GameOf> = Some(oracles::games::cutting::explore);
    const EXHAUSTIVE_BOUND: u64 = 9;
    const SIZES: Sizes = Sizes::values([3, 4, 6, 8, 10, 14, 20, 28, 40, 40]);

    fn wins(&mut self, case: &Case) -> bool {
        let side = |value: u64| u8::try_from(value).expect("a feasible side fits in a byte");
        self.0.wins(&vec![piece(side(case["W"]), side(case["H"]))])
    }

    /// The rules also cover a 1 × k strip (k >= 2), not a 1 × 1 sheet nor a side of 0.
    fn feasible(&self, case: &Case) -> bool {
        let (short, long) = (case["W"].min(case["H"]), case["W"].max(case["H"]));
        (1..REACH.len() as u64).contains(&short) && long >= 2 && long <= REACH[short as usize]
    }

    /// Sprague–Grundy with the insight the search lacks: whoever leaves a 1 × k piece loses at
    /// once, so sensible cuts leave both parts at least 2 wide, and a sheet is the sum of its
    /// two parts. The table is filled once, up to 200 × 200.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let grundy = self.1.get_or_insert_with(sensible_cut_values);
        Some(Self::say(
            grundy[case["W"] as usize][case["H"] as usize] != 0,
        ))
    }

    /// Sensible cuts leave parts at least 3 wide, not 2.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say(planted_cutting(c["W"], c["H"], 3) != 0)
    }
}

/// Cutting values when every cut leaves both parts at least `least` wide.
fn planted_cutting(w: u64, h: u64, least: u64) -> u64 {
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

spec_tools::main!(Poj2311);
