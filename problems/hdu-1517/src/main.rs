//! HDU 1517, A Multiplication Game: Stan wins iff 18^j < n <= 9 · 18^j for some j >= 0, that is
//! iff dividing n by 18, rounding up, until it is at most 18 leaves a value at most 9.

use common::io::{ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

/// Whether the first player (Stan) wins the race from p = 1 to p >= `target` (at least 2).
///
/// Stan wins exactly when 18^j < target <= 9 · 18^j for some j >= 0 (the README proves it).
/// Dividing by 18, rounding up, keeps the winner: ⌈t / 18⌉ > 18^(j - 1) iff t > 18^j, and
/// ⌈t / 18⌉ <= 9 · 18^(j - 1) iff t <= 9 · 18^j. So the target is divided down into 2..=18, where
/// Stan wins iff it is at most 9: integers throughout, no logarithms.
fn stan_wins(target: u64) -> bool {
    let mut target = target;
    while target > 18 {
        // ⌈target / 18⌉, with no sum that could overflow near u64::MAX; `div_ceil` and
        // `is_multiple_of` are newer than the Rust 1.63 bundles are compiled with.
        target = target / 18 + u64::from(target % 18 != 0);
    }
    target <= 9
}

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, n: Num<u64> }
        // With n = 1 (or 0) p = 1 has already reached it before Stan moves: the rules name no
        // winner. Any larger n, even beyond the statement's 2^32 - 2, is played by the rules.
        let n = ensure_at_least("n", n, 2);
        let answer: &[u8] = if stan_wins(n) {
            b"Stan wins.\n"
        } else {
            b"Ollie wins.\n"
        };
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
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
oracles::prove_solve!(spec::Hdu1517);
