//! The time limit the game tools stop at (`--time-limit SECONDS`, [`DEFAULT`] unless given): a
//! clock started with the run and looked at before each step (a layer of positions, a row, a
//! value), which remembers that it stopped something. A tool then tells a stop at its limit
//! (exit status 3) from a command it could not do (2), even where the stop only cut a step
//! short and left a note (a guess's exceptions checked at a larger bound).

use std::cell::Cell;
use std::time::{Duration, Instant};

/// A minute of a tool's own work. Memory alone let `table wythoff --upto 3999` start: 16 million
/// positions of up to 8,000 moves.
pub const DEFAULT: Duration = Duration::from_secs(60);

/// A time limit running from when it was made.
#[derive(Debug)]
pub struct TimeLimit {
    limit: Duration,
    /// `None` for a limit too far away to be an `Instant`: never.
    deadline: Option<Instant>,
    reached: Cell<bool>,
}

impl TimeLimit {
    /// `limit` from now.
    pub fn new(limit: Duration) -> TimeLimit {
        TimeLimit {
            limit,
            deadline: Instant::now().checked_add(limit),
            reached: Cell::new(false),
        }
    }

    /// Whether the time is up, which a tool asks before each step and stops at; from then on
    /// [`TimeLimit::reached`] says so. A limit of 0 is up at once.
    pub fn is_up(&self) -> bool {
        let up = self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline);
        if up {
            self.reached.set(true);
        }
        up
    }

    /// Whether the limit stopped anything.
    pub fn reached(&self) -> bool {
        self.reached.get()
    }

    /// `its time limit of 60 s`, as a stop message says.
    pub fn named(&self) -> String {
        format!("its time limit of {} s", self.limit.as_secs())
    }

    /// `--time-limit 120 gives it longer`: twice the limit, which a stop message offers.
    pub fn longer(&self) -> String {
        let seconds = self.limit.as_secs().saturating_mul(2).max(1);
        format!("--time-limit {seconds} gives it longer")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_of_zero_is_up_at_once_and_remembers_it() {
        let limit = TimeLimit::new(Duration::ZERO);
        assert!(!limit.reached());
        assert!(limit.is_up());
        assert!(limit.reached());
        assert_eq!(limit.named(), "its time limit of 0 s");
        assert_eq!(limit.longer(), "--time-limit 1 gives it longer");
    }

    #[test]
    fn a_limit_not_yet_up_is_not_reached() {
        let limit = TimeLimit::new(DEFAULT);
        assert!(!limit.is_up());
        assert!(!limit.reached());
        assert_eq!(limit.longer(), "--time-limit 120 gives it longer");
        // Beyond what an Instant holds: never up.
        let forever = TimeLimit::new(Duration::from_secs(u64::MAX));
        assert!(!forever.is_up());
        assert_eq!(forever.named(), format!("its time limit of {} s", u64::MAX));
    }
}
