//! HDU 2897, 邂逅明下: n coins, a move takes p to q of them (all when fewer than p are left),
//! and whoever takes the last coin loses. The first player loses iff 1 <= n mod (p + q) <= p.

use common::coins::mover_wins;
use common::io::{bad_input, ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, n: Num<u64>, p: Num<u64>, q: Num<u64> }
        let p = ensure_at_least("p", p, 1);
        if p > q {
            bad_input(format_args!(
                "p = {p} is above q = {q}; the statement has p <= q"
            ));
        }
        output.write_all(if mover_wins(n, p, q) {
            b"WIN\n"
        } else {
            b"LOST\n"
        })?;
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
oracles::prove_solve!(spec::Hdu2897);
