//! HDU 3032, Nim or not Nim?: Lasker's nim. Alice wins iff the XOR of the heaps' Grundy values
//! is non-zero.

use common::io::{Num, Scanner};
use common::lasker::lasker_grundy;
use common::nim::nim_sum;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    for _ in 0..cases {
        input! { from &mut scanner, heaps: Num<usize> }
        // Streamed: up to 10^6 heaps a case, and only their XOR matters.
        let values = (0..heaps).map(|_| {
            // s_i <= 2^31 - 1: read as u32, so that a larger heap is a clean "bad input" (the
            // value of u64::MAX would not fit in u64).
            input! { from &mut scanner, heap: Num<u32> }
            lasker_grundy(u64::from(heap))
        });
        let winner = if nim_sum(values) != 0 { "Alice" } else { "Bob" };
        writeln!(output, "{winner}")?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
mod tests {
    use super::solve;
    use oracles::problems::Hdu3032;

    /// The solution's own `solve`, in memory, against a search over the game's positions on
    /// every list of 1 to 3 heaps of 1 to 12, and of 4 heaps of 1 to 6 (3180 cases, 100 to an input).
    #[test]
    fn agrees_with_the_rules_on_every_small_position() {
        let checked = oracles::check::exhaustive::<Hdu3032>(12, |input| {
            let mut output = Vec::new();
            solve(input, &mut output).expect("writing to memory cannot fail");
            output
        });
        assert_eq!(checked, 12 + 144 + 1728 + 1296);
    }
}
