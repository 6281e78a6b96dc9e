//! POJ 2311, Cutting Game. No sane player cuts off a strip of width 1 (the opponent would cut a
//! 1 × 1 out of it and win), so the game is a sum of sheets with both sides at least 2, each
//! valued by Sprague–Grundy; the first player wins iff the sheet's Grundy value is non-zero.

use common::io::{bad_input, ensure_at_least, Num, Scanner};
use common::mex::mex;
use proconio::input;
use std::io::{self, BufRead, Write};

/// The statement's longest side, and the table's.
const MAX_SIDE: usize = 200;

/// The Grundy values of sheets in the game whose moves are the cuts that leave both pieces at
/// least 2 wide, filled on demand up to the longest side read so far: a judge's input needs them
/// all, but a small input (and every test run of a debug build) needs only a corner.
struct SheetValues {
    /// `g[w][h]` for `2 <= w, h <= filled`; the other entries are 0 and unused.
    g: Vec<[u8; MAX_SIDE + 1]>,
    filled: usize,
}

impl SheetValues {
    fn new() -> Self {
        SheetValues {
            g: vec![[0; MAX_SIDE + 1]; MAX_SIDE + 1],
            filled: 1,
        }
    }

    /// The value of a w × h sheet, `2 <= w, h <= MAX_SIDE`.
    fn of(&mut self, w: usize, h: usize) -> u8 {
        self.fill_to(w.max(h));
        self.g[w][h]
    }

    /// Fills every sheet whose longer side is in `filled + 1..=side`.
    ///
    /// A cut at k splits the sheet into two independent games, worth `g(k) ⊕ g(rest)`; the cut
    /// at `rest` makes the same pair, so only `k <= rest` is tried. By symmetry only `w <= h` is
    /// computed and mirrored. Every value read is ready: g(k, h) and g(w - k, h), whose h is
    /// above `filled`, come from earlier rows of this pass; g(w, k) and g(w, h - k), with k and
    /// h - k below h, from earlier in this row, from an earlier row mirrored, or from before.
    fn fill_to(&mut self, side: usize) {
        if side <= self.filled {
            return;
        }
        let g = &mut self.g;
        for w in 2..=side {
            for h in w.max(self.filled + 1)..=side {
                let across_w = (2..=w / 2).map(|k| g[k][h] ^ g[w - k][h]);
                let across_h = (2..=h / 2).map(|k| g[w][k] ^ g[w][h - k]);
                let value = mex(across_w.chain(across_h).map(u32::from));
                let value = u8::try_from(value).expect("at most 198 options, so a mex below 256");
                g[w][h] = value;
                g[h][w] = value;
            }
        }
        self.filled = side;
    }
}

/// Checks one side against the statement's bounds (2 <= side <= 200).
fn side(name: &str, value: usize) -> usize {
    // A side of 1 leaves a strip whose first cut wins, and 1 × 1 leaves no cut: outside the
    // statement, and outside the table's theory.
    let value = ensure_at_least(name, value, 2);
    if value > MAX_SIDE {
        bad_input(format_args!(
            "{name} = {value}, but the statement allows at most {MAX_SIDE}"
        ));
    }
    value
}

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut values = SheetValues::new();
    while !scanner.is_empty() {
        input! { from &mut scanner, w: Num<usize>, h: Num<usize> }
        let (w, h) = (side("W", w), side("H", h));
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
        let answer: &[u8] = if values.of(w, h) != 0 {
            b"WIN\n"
        } else {
            b"LOSE\n"
        };
        output.write_all(answer)?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
#[path = "../spec.rs"]
mod spec;
#[cfg(test)]
oracles::prove_solve!(spec::Poj2311);
