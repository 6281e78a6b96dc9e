//! UVa 1378, A Funny Stone Game: a move takes a stone from pile i and puts one into pile j and
//! one into pile k, i < j <= k. Each stone is a game of its own, played by its pile alone: a
//! stone in pile i is worth g(i) = mex{g(j) ⊕ g(k) : i < j <= k < n}, and two stones in one pile
//! cancel. The first player wins iff the XOR of g(i) over the piles with an odd number of
//! stones is non-zero; the first winning move is the first (i, j, k) that makes it zero.

use common::io::{bad_input, Num, Scanner};
use common::mex::mex;
use proconio::input;
use std::io::{self, BufRead, Write};

/// The most piles: 23, the statement's bound (a stone's value g reaches 42 at pile distance 22).
const MOST_PILES: usize = 23;

/// g(i) for each pile of `n`: the last pile's stones cannot move (worth 0).
fn stone_values(n: usize) -> Vec<u32> {
    let mut values = vec![0; n];
    for i in (0..n).rev() {
        let options = (i + 1..n).flat_map(|j| (j..n).map(move |k| (j, k)));
        values[i] = mex(options.map(|(j, k)| values[j] ^ values[k]));
    }
    values
}

/// The first winning move in (i, j, k) order, or `None` when the player to move loses.
fn first_move(stones: &[u32], values: &[u32]) -> Option<(usize, usize, usize)> {
    let n = stones.len();
    let sum = (0..n)
        .filter(|&i| stones[i] % 2 == 1)
        .fold(0, |sum, i| sum ^ values[i]);
    if sum == 0 {
        return None;
    }
    let mut moves = (0..n)
        .filter(|&i| stones[i] > 0)
        .flat_map(|i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))));
    moves.find(|&(i, j, k)| sum ^ values[i] ^ values[j] ^ values[k] == 0)
}

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut stones: Vec<u32> = Vec::new();
    let mut game = 0;
    // Games until a line `0`; the end of the input without it ends them too.
    while !scanner.is_empty() {
        input! { from &mut scanner, n: Num<usize> }
        if n == 0 {
            break;
        }
        if n > MOST_PILES {
            bad_input(format_args!(
                "read n = {n}; the statement has 1 <= n <= {MOST_PILES}"
            ));
        }
        scanner.read_numbers_into(n, &mut stones);
        game += 1;
        match first_move(&stones, &stone_values(n)) {
            Some((i, j, k)) => writeln!(output, "Game {game}: {i} {j} {k}")?,
            None => writeln!(output, "Game {game}: -1 -1 -1")?,
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
oracles::prove_solve!(spec::Uva1378);
