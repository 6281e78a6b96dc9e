//! HDU 2149, Public Sale: a Bash game where overshooting the target still wins. If M <= N every
//! bid from M to N buys the land at once; otherwise the only winning bid is M mod (N + 1).

use common::bash::winning_take;
use common::io::{bad_input, ensure_at_least, write_numbers, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, target: Num<u64>, max_raise: Num<u64> }
        let target = ensure_at_least("M", target, 1);
        let max_raise = ensure_at_least("N", max_raise, 1);
        if max_raise >= 1100 {
            // Beyond the statement (N < 1100) the list of winning bids M..=N has no useful
            // bound: `1 1000000000` would print a billion numbers.
            bad_input(format_args!(
                "N = {max_raise} is above the statement's bound 1099"
            ));
        }
        if target <= max_raise {
            // Any bid of at least M reaches M at once; a smaller one lets the rival reach it.
            write_numbers(output, target..=max_raise)?;
        } else {
            // Reaching M exactly is the Bash game's last take; overshooting is impossible here
            // before the last bid, since every bid is at most N < M.
            match winning_take(target, max_raise) {
                Some(bid) => writeln!(output, "{bid}")?,
                None => writeln!(output, "none")?,
            }
        }
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
oracles::prove_solve!(spec::Hdu2149);
