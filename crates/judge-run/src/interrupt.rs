//! Ctrl-C and SIGTERM as a flag.
//!
//! The solutions run in process groups of their own (so that a limit can kill a whole group), which
//! also means the terminal's Ctrl-C never reaches them. The runner therefore catches SIGINT and
//! SIGTERM itself: the handler only records the signal (the one thing a handler may safely do),
//! and every waiting loop in [`crate::process`] polls [`requested`], stops its run (the program
//! and everything it started) and returns. The caller then exits with [`exit_code`], the shell's 128 + signal convention.

use std::process::ExitCode;
use std::sync::atomic::{AtomicI32, Ordering};

use crate::sys;

/// The signal received, or 0.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

extern "C" fn record(signal: libc::c_int) {
    RECEIVED.store(signal, Ordering::SeqCst);
}

/// Catches SIGINT and SIGTERM from now on. Idempotent.
pub fn install() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        // `record` only stores to an atomic. SA_RESTART keeps the reader threads' blocking reads
        // from failing with EINTR. Catching these two cannot fail.
        let _ = sys::on_signal(signal, record);
    }
}

/// The signal that asked the runner to stop, if one did.
pub fn requested() -> Option<i32> {
    match RECEIVED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// 130 after SIGINT, 143 after SIGTERM: what a shell reports for a program killed by the signal.
pub fn exit_code(signal: i32) -> ExitCode {
    ExitCode::from(u8::try_from(128 + signal).unwrap_or(130))
}

/// A readable name for the signals a solution is likely to die of.
pub fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGSYS => "SIGSYS",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_usual_crash_signals() {
        assert_eq!(signal_name(libc::SIGSEGV), Some("SIGSEGV"));
        assert_eq!(signal_name(libc::SIGABRT), Some("SIGABRT"));
        assert_eq!(signal_name(1000), None);
    }

    #[test]
    fn exit_code_follows_the_shell_convention() {
        assert_eq!(exit_code(libc::SIGINT), ExitCode::from(130));
        assert_eq!(exit_code(libc::SIGTERM), ExitCode::from(143));
    }
}
