//! HDU 1907, John: misère Nim (who eats the last M&M loses). With every heap of size 1, John wins
//! iff their number is even; otherwise iff the nim sum is non-zero.

use common::io::{Num, Scanner};
use common::misere::misere_nim_first_player_wins;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    let mut heaps = Vec::new();
    for _ in 0..cases {
        input! { from &mut scanner, count: Num<usize> }
        scanner.read_numbers_into::<u64>(count, &mut heaps);
        let winner = if misere_nim_first_player_wins(&heaps) {
            "John"
        } else {
            "Brother"
        };
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
    use oracles::problems::Hdu1907;

    /// The solution's own `solve`, in memory, against a search over the game's positions on
    /// every list of at most 7 heaps of 1 to 7 (960800 cases, 474 to an input), and on every list
    /// of 8 to 47 heaps of 1 but the last, which is 1 to 7.
    #[test]
    fn agrees_with_the_rules_on_every_small_position() {
        let checked = oracles::check::exhaustive::<Hdu1907>(7, |input| {
            let mut output = Vec::new();
            solve(input, &mut output).expect("writing to memory cannot fail");
            output
        });
        assert_eq!(
            checked,
            (0..=7).map(|k| 7usize.pow(k)).sum::<usize>() + 40 * 7
        );
    }
}
