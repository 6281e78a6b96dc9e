//! HDU 1848, Fibonacci again and again: lines `m n p` (1 <= each <= 1000) ended by `0 0 0`
//! (which may be missing); three heaps, a move takes a Fibonacci number of stones from one,
//! who takes the last stone wins. `Fibo` if the first player wins, else `Nacci`.

use super::tuples::{TupleFrame, TupleInput};
use crate::games::subtraction::FibonacciMoves;
use crate::input::Verdicts;
use crate::random::{biased, chance, fibonacci_up_to};
use crate::reference::subtraction_grundy;
use crate::{MaxInput, Parameter, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every `m, n, p` in `1..=bound`, in every order; and, to
/// reach every heap the statement allows, every `h a b` with `h` in `bound + 1..=1000` and
/// `a, b` in `1..=bound / 4` (at least 1).
#[derive(Default)]
pub struct Hdu1848 {
    game: FibonacciMoves,
}

/// The statement's largest heap.
const MAX_HEAP: u64 = 1000;

const VERDICTS: Verdicts = Verdicts {
    win: "Fibo",
    lose: "Nacci",
};

impl Spec for Hdu1848 {
    /// `[m, n, p]`: the three heaps.
    type Case = [u64; 3];
    type Input = TupleInput<3>;
    const INPUT: TupleInput<3> = TupleInput::new(
        TupleFrame::UntilZeros,
        ["m", "n", "p"],
        1..=MAX_HEAP,
        "1..=1000",
    );
    const NAME: &'static str = "hdu-1848";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 32;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 3] {
        // Three heaps alike; or one large heap and two small; or one large, one middling and a
        // heap of 1 (the Grundy values 6 to 9 first appear at 144, 145, 167 and 627: this pairs
        // them). Within the search's reach each way (see `FibonacciMoves::feasible`). The last
        // heap is the one changed to make a losing position.
        let highs = match rng.u8(0..3) {
            0 => [scale.pick([3, 5, 8, 12, 16, 20, 30, 45, 60, 78]); 3],
            1 => {
                // From scale 4 on, up to the statement's (and the solution's table's) end.
                let big = scale.pick([8, 20, 50, 1000, 1000, 1000, 1000, 1000, 1000, 1000]);
                let small = scale.pick([2, 3, 4, 4, 5, 6, 8, 14, 18, 21]);
                [big, small, small]
            }
            _ => {
                let big = scale.pick([5, 10, 20, 40, 80, 150, 300, 500, 800, 1000]);
                let middling = scale.pick([3, 5, 10, 20, 40, 60, 100, 150, 200, 200]);
                [big, 1, middling]
            }
        };
        let mut heaps = highs.map(|high| {
            // Heaps equal to a Fibonacci number (and their neighbours, which `biased` tries).
            let fibonacci = fibonacci_up_to(high);
            let near = fibonacci[rng.usize(0..fibonacci.len())];
            biased(rng, 1, high, &[near, near, high])
        });
        if chance(rng, 1, 2) {
            // A losing position, when some last heap makes one.
            let mut candidates: Vec<u64> = (1..=highs[2]).collect();
            rng.shuffle(&mut candidates);
            for last in candidates {
                heaps[2] = last;
                if !self.game.mover_wins(heaps) {
                    break;
                }
            }
        }
        rng.shuffle(&mut heaps);
        heaps
    }

    /// The statement bounds no line count: 10^5 lines.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 3]> {
        let cases = (0..100_000).map(|_| [(); 3].map(|()| rng.u64(1..=1000)));
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, m, n, p <= 1000",
        }
    }

    fn answer(&mut self, &heaps: &[u64; 3]) -> String {
        VERDICTS.say(self.game.mover_wins(heaps))
    }

    /// Heaps anywhere in 1..=1000, near Fibonacci numbers and the top.
    fn full_range_case(&mut self, rng: &mut Rng) -> [u64; 3] {
        [(); 3].map(|()| biased(rng, 1, MAX_HEAP, &[987, 610, 144, 145, 167, 627, 999]))
    }

    /// Sprague–Grundy: each heap's value is the mex of the values a Fibonacci take leaves,
    /// tabulated here afresh; the first player wins iff the three values' XOR is not 0.
    fn reference(&mut self, &heaps: &[u64; 3]) -> String {
        let grundy = subtraction_grundy(&fibonacci_up_to(MAX_HEAP), MAX_HEAP);
        let fibo = heaps.iter().fold(0, |sum, &h| sum ^ grundy[h as usize]) != 0;
        VERDICTS.say(fibo)
    }

    /// The third heap fixed at 1 unless `--fix p=…` says otherwise.
    fn table(&self) -> Option<Table<[u64; 3]>> {
        Some(Table {
            parameters: vec![
                Parameter::new("m", 1),
                Parameter::new("n", 1),
                Parameter::new("p", 1),
            ],
            case: |values| Some([values[0], values[1], values[2]]),
            mover_wins: |answer| VERDICTS.mover_wins(answer),
        })
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 3]> {
        let mut all = Vec::new();
        for m in 1..=bound {
            for n in 1..=bound {
                for p in 1..=bound {
                    all.push([m, n, p]);
                }
            }
        }
        let small = (bound / 4).max(1);
        for h in bound + 1..=MAX_HEAP {
            for a in 1..=small {
                for b in 1..=small {
                    all.push([h, a, b]);
                }
            }
        }
        all
    }

    /// The rules also cover an empty heap (it offers no move) and heaps above 1000.
    fn feasible(&self, &heaps: &[u64; 3]) -> bool {
        FibonacciMoves::feasible(heaps)
    }
}
