//! Bad input: the error every reader raises, and the line it happened on.

use std::cell::Cell;
use std::fmt::{self, Display};

thread_local! {
    /// Line of the token read last, for error messages raised far from the scanner; 0 until a
    /// [`Scanner`](super::Scanner) reads the input (a solution may read it its own way).
    static LINE: Cell<u64> = const { Cell::new(0) };
}

/// Restarts the line count, for a new input.
pub(super) fn first_line() {
    LINE.with(|line| line.set(1));
}

/// Counts one line break, as the scanner passes it.
pub(super) fn next_line() {
    LINE.with(|line| line.set(line.get() + 1));
}

/// The line of the token read last.
#[cfg(test)]
pub(super) fn current_line() -> u64 {
    LINE.with(Cell::get)
}

/// Input that breaks the problem's format. Raised as a panic payload so that the one-line
/// message reaches stderr through the hook [`run`](super::run) installs, after the output of the cases
/// already complete has been flushed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Stops the program on bad input: `line L: <message>`, where L is the line of the last token
/// a [`Scanner`](super::Scanner) read; just `<message>` when no scanner counted the lines, as a
/// wrong line number would mislead.
pub fn bad_input(message: impl Display) -> ! {
    let message = match LINE.with(Cell::get) {
        0 => message.to_string(),
        line => format!("line {line}: {message}"),
    };
    std::panic::panic_any(InputError(message))
}

/// Returns `value` if it is at least `min` (the statement's lower bound), else stops with a clear
/// error.
///
/// Used where a value below the statement's bound would change the answer or break the method
/// (a take limit of 0, a Fibonacci pile of one stone).
pub fn ensure_at_least<T: PartialOrd + Display>(name: &str, value: T, min: T) -> T {
    if value < min {
        bad_input(format_args!(
            "{name} = {value}, but the statement requires {name} >= {min}"
        ));
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::testing::error_of;

    #[test]
    fn ensure_at_least_accepts_the_bound_and_names_a_value_below() {
        assert_eq!(ensure_at_least("m", 1, 1), 1);
        assert_eq!(ensure_at_least("m", u64::MAX, 1), u64::MAX);
        let message = error_of(|| {
            ensure_at_least("m", 0, 1);
        });
        assert!(
            message.ends_with("m = 0, but the statement requires m >= 1"),
            "{message}"
        );
    }

    /// A solution that reads its input its own way gets no line number rather than a wrong one;
    /// after a scanner has read lines, the line of its last token.
    #[test]
    fn the_line_is_named_only_when_a_scanner_counted_it() {
        std::thread::spawn(|| {
            let message = error_of(|| bad_input("read '0', expected n >= 1"));
            assert_eq!(message, "read '0', expected n >= 1");
            let message = error_of(|| {
                let mut scanner = crate::io::Scanner::new(&b"1\n3\n0\n"[..]);
                while scanner.next_bytes() != Some(&b"0"[..]) {}
                bad_input("read '0', expected n >= 1")
            });
            assert_eq!(message, "line 3: read '0', expected n >= 1");
        })
        .join()
        .unwrap();
    }
}
