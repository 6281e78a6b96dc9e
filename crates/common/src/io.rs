//! Streaming input for proconio's `input!`, and the `main` every solution shares.
//!
//! [`Scanner`] is a proconio [`Source`](proconio::source::Source) that holds one fixed 64 KiB buffer, so memory stays flat
//! however large the input (a 100 MB single line included). [`Num`] reads a non-negative integer
//! straight from the token's bytes, [`Word`] a token as its bytes. Input that breaks the format
//! stops the program with one line on stderr naming what was read, on which line, and what was
//! expected ([`run`] installs the hook that prints it) and a non-zero exit status.
//!
//! ```
//! use common::io::{Num, Scanner};
//! use proconio::input;
//!
//! let mut scanner = Scanner::new("2\r\n 7\t9".as_bytes());
//! input! { from &mut scanner, n: Num<usize>, piles: [Num<u32>; n] }
//! assert_eq!(piles, vec![7, 9]);
//! assert!(scanner.is_empty());
//! ```

mod error;
mod number;
mod output;
mod scanner;
mod swar;
mod word;

pub use error::{bad_input, ensure_at_least, InputError};
pub use number::{Num, Unsigned};
pub use output::{write_number, write_numbers};
pub use scanner::Scanner;
pub use word::Word;

use scanner::BUFFER_SIZE;
use std::io::{self, BufWriter, StdinLock, Write};

/// Standard output without std's line buffering where the platform allows: the solution's
/// `BufWriter` already batches its writes, and the `LineWriter` inside `Stdout` would search each
/// 64 KiB block for its last newline (a tenth of luogu-p1247's instructions).
fn unbuffered_stdout() -> Box<dyn Write> {
    #[cfg(unix)]
    {
        use std::fs::File;
        use std::mem::ManuallyDrop;
        use std::os::unix::io::{AsRawFd, FromRawFd};
        // `std::os::fd` (Rust 1.66) would say this as `as_fd().try_clone_to_owned()`.
        // SAFETY: the descriptor is standard output's, open for the whole run (else `try_clone`
        // fails and `Stdout` is used); `ManuallyDrop` never closes it, only the duplicate is ours.
        let stdout = ManuallyDrop::new(unsafe { File::from_raw_fd(io::stdout().as_raw_fd()) });
        if let Ok(duplicate) = stdout.try_clone() {
            return Box::new(duplicate);
        }
    }
    Box::new(io::stdout().lock())
}

/// The shared `main`: runs `solve` on locked stdin and a buffered stdout, flushed once at the end.
///
/// Bad input ends the program with `<program>: bad input: line L: ...` on stderr and a non-zero
/// status; any other panic with `<program>: internal error: ...`. Either way it is one line, with
/// no backtrace hint, and the answers to the cases already complete are still written.
pub fn run<F>(solve: F)
where
    F: FnOnce(StdinLock<'static>, &mut BufWriter<Box<dyn Write>>) -> io::Result<()>,
{
    std::panic::set_hook(Box::new(|info| {
        let program = std::env::args().next().unwrap_or_default();
        let program = program.rsplit('/').next().unwrap_or_default();
        let payload = info.payload();
        if let Some(error) = payload.downcast_ref::<InputError>() {
            eprintln!("{program}: bad input: {error}");
        } else {
            let message = payload
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
                .unwrap_or("unknown panic");
            let place = info.location().map(|l| l.to_string()).unwrap_or_default();
            eprintln!("{program}: internal error: {message} (at {place})");
        }
    }));
    let mut output = BufWriter::with_capacity(BUFFER_SIZE, unbuffered_stdout());
    let written = solve(io::stdin().lock(), &mut output).and_then(|()| output.flush());
    if let Err(error) = written {
        eprintln!("could not write the output: {error}");
        std::process::exit(1);
    }
}

/// Helpers shared by the tests of the io modules.
#[cfg(test)]
mod testing {
    use super::InputError;
    use std::io::{self, Read};
    use std::panic::{catch_unwind, AssertUnwindSafe};

    pub fn error_of(f: impl FnOnce()) -> String {
        let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("should fail");
        payload
            .downcast_ref::<InputError>()
            .expect("an InputError")
            .0
            .clone()
    }

    /// xorshift64: enough randomness for these tests without a dependency.
    pub fn next_random(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A reader that hands out a pseudo-random number of bytes (1 to 300) per call, so that
    /// tokens straddle reads: `Chunks(bytes, seed)`.
    pub struct Chunks<'a>(pub &'a [u8], pub u64);

    impl Read for Chunks<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = (1 + next_random(&mut self.1) as usize % 300)
                .min(buf.len())
                .min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
}
