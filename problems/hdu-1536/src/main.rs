//! HDU 1536, S-Nim: Nim where a move takes a number of beads from the case's move set. A position
//! wins iff the XOR of its heaps' Grundy values is non-zero.

use common::io::{bad_input, ensure_at_least, Num, Scanner};
use common::nim::nim_sum;
use common::subtraction::subtraction_grundy_table;
use proconio::input;
use std::io::{self, BufRead, Write};

/// The statement's largest heap.
const MAX_HEAP: u32 = 10_000;

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut moves = Vec::new();
    let mut positions: Vec<Vec<u32>> = Vec::new();
    // A single `0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, move_count: Num<usize> }
        if move_count == 0 {
            break;
        }
        scanner.read_numbers_into::<u32>(move_count, &mut moves);
        for &take in &moves {
            ensure_at_least("s_i", take, 1);
        }
        // The table is computed once per case, up to the largest heap the case asks about.
        input! { from &mut scanner, position_count: Num<usize> }
        positions.clear();
        for _ in 0..position_count {
            input! { from &mut scanner, heap_count: Num<usize> }
            let mut heaps = Vec::new();
            scanner.read_numbers_into(heap_count, &mut heaps);
            // The Grundy table grows with the largest heap: bound it by the statement.
            if let Some(heap) = heaps.iter().find(|&&heap| heap > MAX_HEAP) {
                bad_input(format_args!(
                    "read a heap of {heap}; the statement allows at most {MAX_HEAP}"
                ));
            }
            positions.push(heaps);
        }
        let largest = positions.iter().flatten().copied().max().unwrap_or(0);
        let grundy = subtraction_grundy_table(&moves, largest as usize);
        let verdicts: String = positions
            .iter()
            .map(|heaps| {
                let sum = nim_sum(heaps.iter().map(|&heap| grundy[heap as usize]));
                if sum != 0 {
                    'W'
                } else {
                    'L'
                }
            })
            .collect();
        writeln!(output, "{verdicts}")?;
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
oracles::prove_solve!(spec::Hdu1536);
