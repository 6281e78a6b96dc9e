//! HDU 1079, Calendar Game: Adam, to move, wins iff month + day is even, or the date is
//! September 30 or November 30 (`common::calendar`).

use common::calendar::{is_date, mover_wins, FIRST, LAST};
use common::io::{bad_input, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, t: Num<usize> }
    for _ in 0..t {
        input! { from &mut scanner, year: Num<u32>, month: Num<u32>, day: Num<u32> }
        let date = (year, month, day);
        if !is_date(year, month, day) || date < FIRST || date > LAST {
            bad_input(format_args!(
                "read the date {year} {month} {day}; the statement's dates are days of the \
                 calendar from 1900 1 1 to 2001 11 4"
            ));
        }
        output.write_all(if mover_wins(month, day) {
            b"YES\n"
        } else {
            b"NO\n"
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
oracles::prove_solve!(spec::Hdu1079);
