//! POJ 1067: Wythoff's game. The mover loses exactly on the cold pairs (⌊kφ⌋, ⌊kφ⌋ + k).

use common::io::{Num, Scanner};
use common::wythoff::is_cold;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, a: Num<u64>, b: Num<u64> }
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
        output.write_all(if is_cold(a, b) { b"0\n" } else { b"1\n" })?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
mod tests {
    use super::solve;
    use oracles::problems::Poj1067;

    /// The solution's own `solve`, in memory, against a search over the game's positions on
    /// every a, b in 0..=700 (491401 cases).
    #[test]
    fn agrees_with_the_rules_on_every_small_position() {
        let checked = oracles::check::exhaustive::<Poj1067>(700, |input| {
            let mut output = Vec::new();
            solve(input, &mut output).expect("writing to memory cannot fail");
            output
        });
        assert_eq!(checked, 701 * 701);
    }
}
