//! HDU 2516: Fibonacci nim. The first player loses exactly when n is a Fibonacci number.

use common::fibonacci::fibonacci_nim_first_player_wins;
use common::io::{ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    // `0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, stones: Num<u64> }
        if stones == 0 {
            break;
        }
        // With one stone the first move, which may not take all, does not exist.
        let stones = ensure_at_least("n", stones, 2);
        let winner: &[u8] = if fibonacci_nim_first_player_wins(stones) {
            b"First win\n"
        } else {
            b"Second win\n"
        };
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
        output.write_all(winner)?;
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
oracles::prove_solve!(spec::Hdu2516);
