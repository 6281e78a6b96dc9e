//! The system calls that std has no safe form of, each behind one safe function.
//!
//! std starts the children (`Command`, with `process_group` and `pre_exec`); what it does not
//! offer is here: reaping a child with its resource usage (`wait4`), seeing that it has ended
//! without reaping it (`waitid` with `WNOWAIT`), signalling a process or a group (`kill`), the
//! parent-death signal and the subreaper (`prctl`), and catching a signal (`sigaction`). These
//! are Linux's calls, through `libc`, by hand: rustix, the safe wrapper one would reach for, gave
//! no child's resource usage when this was written (bytecodealliance/rustix#906, open), and the
//! peak memory rests on it; the rest is one short safe function each.
//!
//! [`kill`] and [`set_parent_death_signal`] are called from a signal handler and between fork
//! and exec: like the waits, they make one system call and never allocate.

use std::io;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus};

pub use libc::pid_t;

/// Sends `signal` to process `pid`.
pub fn kill(pid: pid_t, signal: libc::c_int) -> io::Result<()> {
    // SAFETY: kill(2) takes plain integers and touches no memory of ours. Which process a pid
    // names is the caller's concern: they only signal children they have not reaped yet.
    check(unsafe { libc::kill(pid, signal) })
}

/// SIGKILL to every process in group `pgid`. The group may already be empty; that is fine.
pub fn kill_group(pgid: pid_t) {
    // A negative pid addresses the group.
    let _ = kill(-pgid, libc::SIGKILL);
}

/// The calling thread's children get `signal` when it ends (`PR_SET_PDEATHSIG`); to be called
/// in the child, between fork and exec.
pub fn set_parent_death_signal(signal: libc::c_int) -> io::Result<()> {
    prctl(libc::PR_SET_PDEATHSIG, signal as libc::c_ulong)
}

/// Orphaned descendants become our children rather than init's (`PR_SET_CHILD_SUBREAPER`).
pub fn become_subreaper() -> io::Result<()> {
    prctl(libc::PR_SET_CHILD_SUBREAPER, 1)
}

fn prctl(option: libc::c_int, value: libc::c_ulong) -> io::Result<()> {
    // SAFETY: both options take an integer and no pointer; the unused arguments must be zero.
    check(unsafe { libc::prctl(option, value, 0 as libc::c_ulong, 0 as libc::c_ulong, 0) })
}

/// Calls `handler` on `signal` from now on. Blocking calls interrupted by it go on
/// (`SA_RESTART`). The handler must be async-signal-safe: touch atomics, call the functions of
/// this module, nothing else.
pub fn on_signal(signal: libc::c_int, handler: extern "C" fn(libc::c_int)) -> io::Result<()> {
    // SAFETY: a zeroed sigaction is a valid value (no flags, empty mask); we fill in a handler
    // of the type the kernel calls without SA_SIGINFO, and the caller vouches that it is
    // async-signal-safe. The pointers passed are to that local and to null.
    check(unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = handler as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(signal, &action, std::ptr::null_mut())
    })
}

/// Whether child `pid` has ended, waiting for that if `block`. It is left unreaped
/// (`WNOWAIT`): its pid, and its group id, cannot be reused until [`wait4`] reaps it.
pub fn has_exited(pid: pid_t, block: bool) -> io::Result<bool> {
    let flags = libc::WEXITED | libc::WNOWAIT | if block { 0 } else { libc::WNOHANG };
    retry(|| {
        // SAFETY: waitid writes only into the siginfo we own, which starts zeroed (a valid
        // siginfo_t), so si_pid reads 0 when no child of that pid has changed state.
        unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            check(libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                flags,
            ))
            .map(|()| info.si_pid() != 0)
        }
    })
}

/// A child reaped by [`wait4`].
#[derive(Clone, Copy, Debug)]
pub struct Reaped {
    pub status: ExitStatus,
    /// Its peak resident memory, in KiB (`ru_maxrss`, which Linux gives in KiB).
    pub maxrss_kib: u64,
}

/// Reaps child `pid` (any child for -1), waiting for it if `block`: `None` when not blocking
/// and no such child has ended yet. An error of kind `ECHILD` means there is no such child.
pub fn wait4(pid: pid_t, block: bool) -> io::Result<Option<Reaped>> {
    let flags = if block { 0 } else { libc::WNOHANG };
    retry(|| {
        let mut status = 0;
        // SAFETY: wait4 writes only into the status and the rusage we own; a zeroed rusage is a
        // valid value.
        let (reaped, usage) = unsafe {
            let mut usage: libc::rusage = std::mem::zeroed();
            (libc::wait4(pid, &mut status, flags, &mut usage), usage)
        };
        match reaped {
            -1 => Err(io::Error::last_os_error()),
            0 => Ok(None),
            _pid => Ok(Some(Reaped {
                status: ExitStatus::from_raw(status),
                maxrss_kib: u64::try_from(usage.ru_maxrss).unwrap_or(0),
            })),
        }
    })
}

/// Sets up the child of `command` to get `signal` when the thread that spawns it ends (for the
/// runner and the helper, that means when the process dies, however it dies), and not to start
/// at all if its parent is already gone by then; and, given `pass`, to find that descriptor at
/// the given number (and nothing else of ours: everything std opens is close-on-exec).
pub fn die_with_parent(command: &mut Command, signal: libc::c_int, pass: Option<(OwnedFd, RawFd)>) {
    let parent = std::process::id();
    // SAFETY: between fork and exec the closure only makes system calls (prctl, getppid, dup2,
    // fcntl), which are async-signal-safe, and builds io::Errors from errno, which does not
    // allocate. `pass`'s descriptor moves into the closure, so it stays open until the command
    // is dropped, after the spawn.
    unsafe {
        command.pre_exec(move || {
            set_parent_death_signal(signal)?;
            if std::os::unix::process::parent_id() != parent {
                return Err(io::Error::from_raw_os_error(libc::ESRCH));
            }
            let Some((fd, target)) = &pass else {
                return Ok(());
            };
            if fd.as_raw_fd() == *target {
                // dup2 onto itself would leave it close-on-exec.
                check(libc::fcntl(*target, libc::F_SETFD, 0))
            } else {
                check(libc::dup2(fd.as_raw_fd(), *target))
            }
        });
    }
}

/// A system call's -1 as the error in errno.
fn check(result: libc::c_int) -> io::Result<()> {
    if result == -1 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// Calls `call` again for as long as it is interrupted by a signal.
fn retry<T>(mut call: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    loop {
        match call() {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            other => return other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_seen_ended_is_still_there_to_reap_with_its_status() {
        // Reaped by hand below, not through std's Child.
        let pid = Command::new("sh")
            .args(["-c", "exit 7"])
            .spawn()
            .unwrap()
            .id() as pid_t;
        assert!(has_exited(pid, true).unwrap());
        // WNOWAIT: it is still ours, and a second look sees it again.
        assert!(has_exited(pid, false).unwrap());
        let reaped = wait4(pid, true).unwrap().unwrap();
        assert_eq!(reaped.status.code(), Some(7));
        assert!(reaped.maxrss_kib > 0);
        // Reaped: no such child any more.
        assert_eq!(
            wait4(pid, false).unwrap_err().raw_os_error(),
            Some(libc::ECHILD)
        );
    }

    #[test]
    fn a_killed_group_reports_the_signal() {
        let mut command = Command::new("sleep");
        command.arg("600").process_group(0);
        let pid = command.spawn().unwrap().id() as pid_t;
        assert!(!has_exited(pid, false).unwrap());
        kill_group(pid);
        let reaped = wait4(pid, true).unwrap().unwrap();
        assert_eq!(reaped.status.signal(), Some(libc::SIGKILL));
    }

    #[test]
    fn a_passed_descriptor_reaches_the_child_at_its_number() {
        let (read, write) = std::io::pipe().unwrap();
        let mut command = Command::new("sh");
        command.args(["-c", "echo passed >&5"]);
        die_with_parent(&mut command, libc::SIGKILL, Some((write.into(), 5)));
        let mut child = command.spawn().unwrap();
        // Our copy of the write end goes with the command, so the pipe ends with the child.
        drop(command);
        let mut said = String::new();
        io::Read::read_to_string(&mut &read, &mut said).unwrap();
        assert!(child.wait().unwrap().success());
        assert_eq!(said, "passed\n");
    }
}
