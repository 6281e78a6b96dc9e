//! The minute `table` and `sg` may take: past it they stop and say how far they got, naming a
//! bound that fits (`guess` stops at its own deadline, between layers of positions). The memory
//! bound alone let `table wythoff --upto 3999` start: 16 million positions of up to 8,000 moves.

use std::time::{Duration, Instant};

pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// When a run started now has to stop.
pub fn deadline() -> Instant {
    Instant::now() + TIME_LIMIT
}

/// What `tool` says when its time ran out at `upto`, before `next` of `lowest..=upto` (each a
/// value, or a row), `done(last)` naming what it solved through `last`.
pub fn out_of_time(
    tool: &str,
    upto: u64,
    lowest: u64,
    next: u64,
    done: impl Fn(u64) -> String,
) -> String {
    let (done, fits) = match next.checked_sub(1).filter(|&last| last >= lowest) {
        Some(last) => (done(last), format!("--upto {last} fits it here")),
        None => (
            "nothing solved".to_string(),
            "no --upto fits it here".to_string(),
        ),
    };
    format!(
        "--upto {upto}: {tool} stopped at its time limit of {} s with {done}; {fits}",
        TIME_LIMIT.as_secs()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_names_what_was_solved_and_the_bound_that_fits() {
        let said = out_of_time("table", 3999, 0, 214, |last| {
            format!("rows a = 0..={last} solved")
        });
        assert_eq!(
            said,
            "--upto 3999: table stopped at its time limit of 60 s with rows a = 0..=213 \
             solved; --upto 213 fits it here"
        );
        // Stopped before anything past the lowest value: no bound fits.
        let said = out_of_time("sg", 100, 1, 1, |_| unreachable!("nothing was solved"));
        assert!(
            said.ends_with("with nothing solved; no --upto fits it here"),
            "{said}"
        );
    }
}
