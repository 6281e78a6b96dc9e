//! HDU 1536, S-Nim: per case a move set, then positions of heaps; a `W` or `L` per position.

use oracles::format::Value;
use oracles::games::subtraction::Subtraction;
use oracles::prelude::*;
use oracles::random::all_lists;

#[derive(Default)]
pub struct Hdu1536(Subtraction);

impl Problem for Hdu1536 {
    const NAME: &'static str = "hdu-1536";
    const FORMAT: [&'static str; 2] = [
        "until 0 / k s*k / m / (l h*l)*m",
        "1 <= k <= 100; m, l <= 100; 1 <= s <= 10^4; h <= 10^4",
    ];
    const VERDICTS: [&'static str; 2] = ["W", "L"];
    const GAME: Option<GameOf> = Some(oracles::games::subtraction::explore_s_nim);
    const EXHAUSTIVE_BOUND: u64 = 8;
    const SIZES: Sizes = Sizes::values([2, 3, 4, 5, 6, 8, 10, 12, 14, 16]);
    const MAX_CASES: usize = 100;
    oracles::plays!(subtraction::Subtraction(s, h) for each row of m, on one line, with theory);

    // Own cases: derived ones stop at move sets and heaps of 2, missing a wrong mex on larger sets.
    /// Every non-empty ascending move set in `1..=bound`, and every list of two or three moves
    /// that is not ascending; with each, no position, then every list of up to three heaps up to
    /// `bound`, 100 positions to a case.
    fn enumerate(&self, bound: u64) -> Vec<Case> {
        let mut move_sets: Vec<Vec<u64>> = (1u64..1 << bound)
            .map(|set| (1..=bound).filter(|s| set >> (s - 1) & 1 == 1).collect())
            .collect();
        let unordered = all_lists(2..=3, 1, bound).into_iter();
        move_sets.extend(unordered.filter(|moves| moves.windows(2).any(|p| p[0] >= p[1])));
        let positions: Vec<Case> = all_lists(0..=3, 0, bound)
            .into_iter()
            .map(|heaps| Case::list_of("h", heaps))
            .collect();
        let mut cases = Vec::new();
        for moves in move_sets {
            for rows in [&[][..]].into_iter().chain(positions.chunks(100)) {
                let mut case = Case::list_of("s", moves.clone());
                case.fields.push(("m", Value::Rows(rows.to_vec())));
                cases.push(case);
            }
        }
        cases
    }

    /// A take allowed only below the heap, not up to it.
    fn planted_bug(&mut self, c: &Case) -> String {
        let g = planted::grundy(c.list("s"), 10_000, |take, heap| take < heap);
        let rows = c.group("m").iter().map(|row| row.list("h"));
        let wins = rows.map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0);
        oracles::plays::verdicts::<Self>(wins, true)
    }
}

spec_tools::main!(Hdu1536);
