//! `explore sg --game NAME [--upto N]`: g(n) of any game given by one number (or of one heap, one
//! chessman), from its moves by the solver, and the rule `guess` would see in the sequence:
//! a pattern, never called proven. The subtraction, octal and Lasker sequences with proofs are
//! the runner's `sg`, which this tool hands every other `sg` to.

use guess::sequence::{find_period, grundy_rule, Period};
use moves::explore::{check_memory, sequence_table, sequence_table_of, Explore, Shape};
use moves::loopy::Value;
use moves::time_limit::TimeLimit;
use std::fmt::Write as _;

use crate::time_limit::out_of_time;

/// `by_period`: lay the values out one period to a row, as CGSuite's PeriodicTable does, where
/// a period is seen (the preperiod's values first, in rows of the same length). In a loopy
/// game a value may be ∞ (with the finite values it reaches); no pattern is looked for then.
/// Stops with `Err` at `limit`, which [`TimeLimit::reached`] then says.
pub fn game_report(
    mut game: Box<dyn Explore>,
    upto: u64,
    by_period: bool,
    limit: &TimeLimit,
) -> Result<String, String> {
    let about = *game.about();
    let first = match about.shape {
        Shape::Numbers([only]) => only.lowest,
        Shape::Heaps => 0,
        Shape::Cells => 1,
        Shape::Numbers(_) => {
            return Err(format!(
                "{} is given by several numbers, so it has no one sequence: fix all but one with \
                 --fix NAME=VALUE, or see its grid: cargo make table {} --values",
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
    let mut loopy = Vec::new();
    for n in first..=upto {
        if limit.is_up() {
            return Err(out_of_time("sg", upto, first, n, limit, |last| {
                format!("g({first}..={last}) computed")
            }));
        }
        let value = game
            .value(&[n])
            .ok_or_else(|| format!("{}: {n} gives no position", about.name))?;
        loopy.push(value);
    }
    let mut title = format!("{}: {}", about.name, about.rules);
    if about.play == moves::search::Play::Misere {
        // Grundy values are normal play's; the game's own play would need its misère quotient.
        title.push_str(" (values under normal play; the game itself is played misère)");
    }
    let finite: Option<Vec<u64>> = loopy
        .iter()
        .map(|value| match value {
            Value::Finite(value) => Some(*value),
            Value::Infinite(_) => None,
        })
        .collect();
    let Some(values) = finite else {
        let cells: Vec<String> = loopy.iter().map(Value::to_string).collect();
        let note = "some values are ∞ (the moves can go on forever): ∞{…} lists the finite values \
                    an option has; no pattern is looked for";
        return Ok(sequence_table_of(&title, first, &cells, note));
    };
    let verdict = match grundy_rule(&values, first) {
        Ok(rule) => format!(
            "{} (a pattern seen in g({first}..={upto}), not a proof)",
            rule.words
        ),
        Err((nearest, _)) => format!("none detected within g({first}..={upto}) ({nearest})"),
    };
    if by_period {
        let found = find_period(&values, false).or_else(|| find_period(&values, true));
        return match found {
            Some(found) => Ok(periodic_table(&title, first, &values, &found, &verdict)),
            None => Err(format!(
                "--by-period: no period seen in g({first}..={upto}) ({verdict}); try a larger --upto"
            )),
        };
    }
    Ok(sequence_table(&title, first, &values, &verdict))
}

/// One period to a row, each row led by its first n, so that equal values stand in columns (or,
/// with a saltus, climb by it from row to row). The preperiod's rows come first, cut at the
/// same length and marked.
fn periodic_table(
    title: &str,
    first: u64,
    values: &[u64],
    found: &Period,
    verdict: &str,
) -> String {
    let p = found.period;
    // Room for the widest value and for the header's widest "+k".
    let widest = values.iter().max().copied().unwrap_or(0).to_string().len();
    let cell = widest.max(format!("+{}", p - 1).len());
    let upto = first as usize + values.len() - 1;
    let label = upto.to_string().len().max(1);
    let mut text = format!("{title}: g({first}..={upto}), one period of {p} to a row\n");
    let _ = write!(text, "{:>label$}  |", "n");
    for column in 0..p {
        let _ = write!(text, " {:>cell$}", format!("+{column}"));
    }
    text.push('\n');
    // Rows start where the repeating part starts, so its columns line up.
    let shift = found.preperiod % p;
    let mut start = 0;
    let mut rows = Vec::new();
    if shift > 0 {
        rows.push(0..shift);
        start = shift;
    }
    while start < values.len() {
        rows.push(start..(start + p).min(values.len()));
        start += p;
    }
    for row in rows {
        let mark = if row.start < found.preperiod {
            '*'
        } else {
            ' '
        };
        let _ = write!(text, "{:>label$}{mark} |", first as usize + row.start);
        for value in &values[row] {
            let _ = write!(text, " {value:>cell$}");
        }
        text.push('\n');
    }
    let _ = writeln!(text, "* = in the preperiod ({} values)", found.preperiod);
    let _ = writeln!(text, "period: {verdict}");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sequence_stops_at_the_time_limit_saying_how_far_it_got() {
        let game = crate::guess::find_game("kayles").unwrap();
        let none = TimeLimit::new(std::time::Duration::ZERO);
        let message = game_report(game, 100, false, &none).unwrap_err();
        assert_eq!(
            message,
            "--upto 100: sg stopped at its time limit of 0 s with nothing solved; --time-limit 1 \
             gives it longer"
        );
        assert!(none.reached());
    }

    /// The report on the catalogue game `name`, within a minute.
    fn report(name: &str, upto: u64, by_period: bool) -> Result<String, String> {
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        game_report(
            crate::guess::find_game(name).unwrap(),
            upto,
            by_period,
            &minute,
        )
    }

    #[test]
    fn a_catalogue_game_prints_its_sequence_from_its_first_position() {
        let text = report("chessmen", 12, false).unwrap();
        assert!(text.contains(": g(1..=12)\n"), "{text}");
        assert!(
            text.contains("\n 0 |     0  1  2  3  4  5  6  7  8\n10 |  9 10 11\n"),
            "{text}"
        );
        assert!(text.contains("period: g(n) = n − 1 (a pattern"), "{text}");
        let message = report("wythoff", 10, false).unwrap_err();
        assert!(message.contains("table wythoff --values"), "{message}");
    }

    #[test]
    fn a_period_lays_out_one_period_to_a_row() {
        let text = report("s-nim", 27, true).unwrap();
        assert!(text.contains("one period of 7 to a row"), "{text}");
        assert!(
            text.contains("\n 0  |  0  0  1  1  0  2  1\n 7  |  0  0  1  1  0  2  1\n"),
            "{text}"
        );
        assert!(report("fibonacci-takes", 200, true).is_err());
    }

    #[test]
    fn a_loopy_game_shows_its_infinite_values() {
        let game = crate::guess::find_game("comeback").unwrap();
        let fixed = moves::explore::Fixed::new(game, &[("c".into(), 6)]).unwrap();
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        let text = game_report(Box::new(fixed), 6, false, &minute).unwrap();
        assert!(text.contains("∞{"), "{text}");
        assert!(text.contains("some values are ∞"), "{text}");
    }
}
