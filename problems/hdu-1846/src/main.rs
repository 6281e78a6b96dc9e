//! HDU 1846, Brave Game: the Bash game. The first player wins iff n mod (m + 1) is non-zero.

use common::bash::first_player_wins;
use common::io::{ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    for _ in 0..cases {
        input! { from &mut scanner, stones: Num<u64>, max_take: Num<u64> }
        // A take limit of 0 leaves no move at all: outside the statement, not a Bash game.
        let max_take = ensure_at_least("m", max_take, 1);
        let winner = if first_player_wins(stones, max_take) {
            "first"
        } else {
            "second"
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
    use oracles::problems::Hdu1846;

    /// The solution's own `solve`, in memory, against a search over the game's positions on
    /// every n, m in 1..=500 (250000 cases, 100 to an input).
    #[test]
    fn agrees_with_the_rules_on_every_small_position() {
        let checked = oracles::check::exhaustive::<Hdu1846>(500, |input| {
            let mut output = Vec::new();
            solve(input, &mut output).expect("writing to memory cannot fail");
            output
        });
        assert_eq!(checked, 500 * 500);
    }
}
