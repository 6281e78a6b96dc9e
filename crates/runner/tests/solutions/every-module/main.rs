//! One solution that reaches every public module of common: the bundle stays within 48 KiB and
//! compiles with rustc 1.63.

use common::bash::{first_player_wins, winning_take};
use common::calendar::{is_date, mover_wins as adam_wins};
use common::coins::mover_wins;
use common::dag::grundy_values;
use common::euclid::mover_wins as stan_wins;
use common::fibonacci::{fibonacci_nim_first_player_wins, is_fibonacci, zeckendorf};
use common::game::{game_from_fn, Solver};
use common::grundy_sequence::grundy_sequence;
use common::io::{Num, Scanner, Word};
use common::isqrt::isqrt;
use common::lasker::{lasker_grundy, LaskerNim};
use common::mex::mex;
use common::misere::misere_nim_first_player_wins;
use common::nim::{count_winning_moves, first_winning_move, nim_sum};
use common::octal::OctalGame;
use common::pairing::all_paired;
use common::periodicity::{find_periodicity, octal_periodicity, subtraction_periodicity};
use common::staircase::{chessmen_nim_sum, staircase_nim_sum};
use common::subtraction::{subtraction_grundy_table, SubtractionGame};
use common::wythoff::{cold_position, is_cold};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, out: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, n: Num<u64>, m: Num<u64>, row: Word }
    writeln!(out, "bash {} {:?}", first_player_wins(n, m), winning_take(n, m))?;
    writeln!(
        out,
        "fibonacci {} {} {:?}",
        is_fibonacci(n),
        fibonacci_nim_first_player_wins(n),
        zeckendorf(n)
    )?;
    let mut solver = Solver::new(game_from_fn(|&k: &u32| {
        (1..=k.min(2)).map(|t| vec![k - t]).collect::<Vec<_>>()
    }));
    writeln!(out, "game {}", solver.grundy(&(n as u32)))?;
    let lasker: Vec<u32> = grundy_sequence(LaskerNim).take(8).collect();
    writeln!(out, "lasker {:?} {}", lasker, lasker_grundy(n))?;
    writeln!(out, "isqrt {} mex {}", isqrt(u128::from(n)), mex(vec![0, 1, 3]))?;
    let heaps = [n, m, 7];
    writeln!(
        out,
        "nim {} {} {:?} misere {}",
        nim_sum(heaps),
        count_winning_moves(&heaps),
        first_winning_move(&heaps).map(|mv| (mv.pile, mv.take)),
        misere_nim_first_player_wins(&heaps)
    )?;
    let kayles: OctalGame = "0.77".parse().expect("an octal code");
    let values: Vec<u32> = grundy_sequence(kayles.clone()).take(120).collect();
    writeln!(
        out,
        "octal {} {:?}",
        kayles,
        octal_periodicity(&values, kayles.largest_take())
    )?;
    let table = subtraction_grundy_table(&[1, 3, 4], 40);
    let game = SubtractionGame::new(&[1, 3, 4]);
    writeln!(
        out,
        "subtraction {:?} {:?} {:?}",
        subtraction_periodicity(&table, game.largest_move() as usize),
        find_periodicity(&table),
        &table[..8]
    )?;
    writeln!(out, "pairing {}", all_paired(&mut [3, 1, 3, 1]))?;
    writeln!(
        out,
        "staircase {} {}",
        staircase_nim_sum(&[1, 2, 3]),
        chessmen_nim_sum(&mut [1, 5, 6, 7, 9, 12, 14, 17])
    )?;
    writeln!(out, "wythoff {} {:?}", is_cold(n, m), cold_position(3))?;
    writeln!(out, "coins {} {}", mover_wins(n, 2, 4), mover_wins(m, 2, 4))?;
    writeln!(out, "calendar {} {}", is_date(2000, 2, 29), adam_wins(11, 3))?;
    let graph = [vec![1, 2], vec![], vec![3], vec![]];
    writeln!(out, "dag {:?}", grundy_values(&graph))?;
    writeln!(out, "euclid {} {}", stan_wins(n, m), stan_wins(8, m))?;
    writeln!(out, "word {}", String::from_utf8_lossy(&row))?;
    Ok(())
}

fn main() {
    common::io::run(solve);
}
