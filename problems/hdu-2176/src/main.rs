//! HDU 2176, 取(m堆)石子游戏: Nim. The first player wins iff the XOR x of the piles is non-zero,
//! and the winning first moves are exactly the piles a with a ⊕ x < a, each left at a ⊕ x.

use common::io::{bad_input, write_number, Num, Scanner};
use common::nim::winning_moves;
use proconio::input;
use std::io::{self, BufRead, Write};

/// Piles are below 2^31.
const PILE_LIMIT: u32 = 1 << 31;

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut piles: Vec<u32> = Vec::new();
    // A line `0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, m: Num<usize> }
        if m == 0 {
            break;
        }
        scanner.read_numbers_into(m, &mut piles);
        if let Some(&pile) = piles.iter().find(|&&pile| pile == 0 || pile >= PILE_LIMIT) {
            bad_input(format_args!(
                "read a pile of {pile}; the statement's piles are positive and below 2^31"
            ));
        }
        let moves = winning_moves(&piles);
        if moves.is_empty() {
            output.write_all(b"No\n")?;
            continue;
        }
        output.write_all(b"Yes\n")?;
        // Up to 2·10^5 lines a case: `write_number` rather than `writeln!`'s formatting.
        for winning in moves {
            let pile = u64::from(piles[winning.pile]);
            write_number(output, pile, b' ')?;
            write_number(output, pile - winning.take, b'\n')?;
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
oracles::prove_solve!(spec::Hdu2176);
