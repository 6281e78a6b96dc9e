//! Enums with data, match arms with guards that compare (`<`, `>`) before a comma, labelled
//! loops, `if let` chains of `else if`.

use proconio::input;

#[derive(Debug, Clone, Copy)]
enum Move {
    Take(u64),
    Split(u64, u64),
    Pass,
}

fn classify(m: Move, limit: u64) -> &'static str {
    match m {
        Move::Take(n) if n < limit => "small take",
        Move::Take(n) if n > limit => "big take",
        Move::Take(_) => "exact take",
        Move::Split(a, b) if a < b && b < limit => "small split",
        Move::Split(..) => "split",
        Move::Pass => "pass",
    }
}

fn main() {
    input! { limit: u64, n: usize, raw: [(u8, u64, u64); n] }
    let moves: Vec<Move> = raw
        .iter()
        .map(|&(kind, a, b)| match kind {
            0 => Move::Take(a),
            1 => Move::Split(a, b),
            _ => Move::Pass,
        })
        .collect();
    for &m in &moves {
        println!("{}", classify(m, limit));
    }
    let mut found = None;
    'outer: for (i, a) in moves.iter().enumerate() {
        for b in &moves[i + 1..] {
            if let (Move::Take(x), Move::Take(y)) = (a, b) {
                if x + y == limit {
                    found = Some((*x, *y));
                    break 'outer;
                }
            }
        }
    }
    if let Some((x, y)) = found {
        println!("{} + {}", x, y);
    } else if moves.is_empty() {
        println!("nothing");
    } else {
        println!("none");
    }
}
