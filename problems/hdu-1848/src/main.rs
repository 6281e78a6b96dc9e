//! HDU 1848, Fibonacci again and again: three heaps, a move takes a Fibonacci number of stones
//! from one heap. The first player wins iff the XOR of the three Grundy values is non-zero.

use common::fibonacci::fibonacci_numbers;
use common::io::{bad_input, Num, Scanner};
use common::nim::nim_sum;
use common::subtraction::subtraction_grundy_table;
use proconio::input;
use std::io::{self, BufRead, Write};

/// Heaps up to this size share one table; the statement's heaps are at most 1000.
const TABLE_SIZE: usize = 1000;

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let moves: Vec<u32> = fibonacci_numbers()
        .take_while(|&f| f <= TABLE_SIZE as u64)
        .map(|f| f as u32)
        .collect();
    let grundy = subtraction_grundy_table(&moves, TABLE_SIZE);
    // `0 0 0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        // Three plain reads: `[Num<usize>; 3]` would allocate a Vec for every line.
        input! { from &mut scanner, m: Num<usize>, n: Num<usize>, p: Num<usize> }
        let heaps = [m, n, p];
        if heaps == [0, 0, 0] {
            break;
        }
        if let Some(&heap) = heaps.iter().find(|&&heap| heap > TABLE_SIZE) {
            bad_input(format_args!(
                "read a heap of {heap}; the statement allows at most {TABLE_SIZE}"
            ));
        }
        let sum = nim_sum(heaps.iter().map(|&heap| grundy[heap]));
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
        output.write_all(if sum != 0 { b"Fibo\n" } else { b"Nacci\n" })?;
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
oracles::prove_solve!(spec::Hdu1848);
