//! `explore sg --game NAME [--upto N]`: g(n) of any game given by one number (or of one heap, one
//! chessman), from its moves by the solver, and the rule `guess` would see in the sequence:
//! a pattern, never called proven. The subtraction, octal and Lasker sequences with proofs are
//! the runner's `sg`, which this tool hands every other `sg` to.

use moves::explore::{check_memory, sequence_table, Shape};
use moves::guess::sequence::grundy_rule;

pub fn game_report(name: &str, upto: u64) -> Result<String, String> {
    let mut game = crate::guess::find_game(name)?;
    let about = *game.about();
    let first = match about.shape {
        Shape::Numbers([only]) => only.lowest,
        Shape::Heaps => 0,
        Shape::Cells => 1,
        Shape::Numbers(_) => {
            return Err(format!(
                "{} is given by two numbers, so it has no one sequence; its values are a grid: \
                 cargo make table {} --values",
                about.name, about.name
            ))
        }
    };
    if upto < first {
        return Err(format!(
            "--upto {upto} is below {}'s first position, {first}",
            about.name
        ));
    }
    check_memory(&about, upto)?;
    let mut values = Vec::new();
    for n in first..=upto {
        let value = game
            .grundy(&[n])?
            .ok_or_else(|| format!("{}: {n} gives no position", about.name))?;
        values.push(value);
    }
    let verdict = match grundy_rule(&values, first) {
        Ok(rule) => format!(
            "{} (a pattern seen in g({first}..={upto}), not a proof)",
            rule.words
        ),
        Err((nearest, _)) => format!("none detected within g({first}..={upto}) ({nearest})"),
    };
    let title = format!("{}: {}", about.name, about.rules);
    Ok(sequence_table(&title, first, &values, &verdict))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalogue_game_prints_its_sequence_from_its_first_position() {
        let text = game_report("chessmen", 12).unwrap();
        assert!(text.contains(": g(1..=12)\n"), "{text}");
        assert!(
            text.contains("\n 0 |     0  1  2  3  4  5  6  7  8\n10 |  9 10 11\n"),
            "{text}"
        );
        assert!(text.contains("period: g(n) = n − 1 (a pattern"), "{text}");
        let message = game_report("wythoff", 10).unwrap_err();
        assert!(message.contains("table wythoff --values"), "{message}");
    }
}
