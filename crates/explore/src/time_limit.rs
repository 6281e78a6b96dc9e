//! The minute `table` and `sg` may take: past it they stop and say how far they got, naming a
//! bound that fits (`guess` stops at its own deadline, between layers of positions). The memory
//! bound alone let `table wythoff --upto 3999` start: 16 million positions of up to 8,000 moves.

use std::time::{Duration, Instant};

pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// When a run started now has to stop.
pub fn deadline() -> Instant {
    Instant::now() + TIME_LIMIT
}

/// What `tool` says when its time ran out at `upto` with `done` solved (in words), the largest
/// bound whose positions it solved all of being `fits`.
pub fn out_of_time(tool: &str, upto: u64, done: &str, fits: Option<u64>) -> String {
    let fits = match fits {
        Some(fits) => format!("--upto {fits} fits it here"),
        None => "no --upto fits it here".to_string(),
    };
    format!(
        "--upto {upto}: {tool} stopped at its time limit of {} s with {done}; {fits}",
        TIME_LIMIT.as_secs()
    )
}
