//! The measuring helper: a fresh process that starts the program to be judged (with std's
//! `Command`), waits for it and reports on file descriptor 3. Every executable that links this
//! crate is its own helper: [`super::run`] starts `/proc/self/exe __measure PROGRAM ARGS...`,
//! and [`SERVE_WHEN_ASKED`] turns that process into the helper before its `main` runs.
//!
//! Why: Linux's `ru_maxrss` for a child is the larger of its own peak and the peak of the
//! address space it replaced at `exec`. A program started by the runner, or by a proof's test
//! process, replaces a copy of that process (a fork: its resident size at the fork) or that
//! process's own address space (vfork or posix_spawn: its peak), so a solution that uses 2 MiB,
//! started by a process that holds 200 MiB, reports 200 MiB; no cgroup is writable everywhere
//! (here only cgroup v1 is mounted), and a zombie's `/proc/<pid>/status` has no `VmHWM` left to
//! read. The helper's own `ru_maxrss` carries its caller's size in the same way, but its address
//! space is a fresh one, and that is all the program it forks inherits: the program's
//! `ru_maxrss`, as the helper's `wait4` returns it, is the program's own peak, or the helper's
//! small size for a program smaller still (`true` reads 1.0 MiB through it from a caller
//! holding 256 MiB, as it does forked from a small C program).
//! It also times the program from fork to exit, without the helper's own start-up.
//!
//! And it makes sure nothing outlives the run. The program leads a process group of its own and
//! dies with the helper (a parent-death signal); the helper dies with the caller's thread that
//! started it (a parent-death SIGTERM), and on SIGTERM, from that or from the caller at a limit,
//! kills the program's group. The helper is also the subreaper of everything the program starts,
//! so that a process that leaves the group (`setsid loop &`) still becomes the helper's child
//! when its parent dies; once the program has ended, the helper kills and reaps every such child
//! before it reports and exits.
//!
//! The report, one line each: `pid <pid>` once the program runs; then `done exit <code>
//! <maxrss KiB> <wall ns>` or `done signal <n> <maxrss KiB> <wall ns>`; or `error <errno>` when
//! the program could not be executed.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, BufRead, BufReader, PipeReader, Write};
use std::os::fd::{FromRawFd, OwnedFd, RawFd};
use std::os::unix::fs::FileTypeExt;
use std::os::unix::process::CommandExt;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::{Duration, Instant};

use super::Termination;
use crate::sys;

/// The hidden first argument that turns a process into the helper.
pub(super) const ARG: &str = "__measure";
const REPORT_FD: RawFd = 3;

/// Serves as the helper, and exits, when this process was started as one. It runs before
/// `main` (the loader calls each entry of `.init_array` at start-up), so that a test binary,
/// whose `main` is libtest's, serves as well as the runner does, and no `main` has to remember
/// a call. Hand-written rather than through the `ctor` crate: it is these three lines. By then
/// std has its arguments (glibc hands them to std's own, earlier, `.init_array` entry); the
/// helper needs nothing else that `main` would set up.
#[used]
#[link_section = ".init_array"]
static SERVE_WHEN_ASKED: extern "C" fn() = serve_when_asked;

extern "C" fn serve_when_asked() {
    let mut args = std::env::args_os().skip(1);
    if args.next().as_deref() == Some(OsStr::new(ARG)) {
        std::process::exit(serve(args.collect()));
    }
}

/// The program's pid while it can be signalled safely (forked and not yet reaped), else 0.
static PROGRAM: AtomicI32 = AtomicI32::new(0);
/// SIGTERM came: the program is to be killed as soon as it exists.
static STOP: AtomicBool = AtomicBool::new(false);

/// The SIGTERM handler: kills the program's group (and the program, should it have left it).
/// Only atomics and kill(2), which are async-signal-safe.
extern "C" fn stop(_: libc::c_int) {
    STOP.store(true, Ordering::SeqCst);
    kill_program();
}

fn kill_program() {
    // Not reaped yet, so neither its pid nor its group id can belong to anyone else.
    let pid = PROGRAM.load(Ordering::SeqCst);
    if pid > 0 {
        sys::kill_group(pid);
        let _ = sys::kill(pid, libc::SIGKILL);
    }
}

/// The helper's side: start `argv`, wait, kill what it left, report, and exit as the program
/// did.
fn serve(argv: Vec<OsString>) -> i32 {
    let Some(mut report) = report_pipe() else {
        eprintln!("error: `{ARG}` is the judge's own measuring helper, not a command to type");
        return 2;
    };
    let Some((program, args)) = argv.split_first() else {
        let _ = writeln!(report, "error {}", libc::EINVAL);
        return 127;
    };
    // Without either, the run still works; it is the kill at the end that may miss a process.
    let _ = sys::become_subreaper();
    // SA_RESTART: the waits below go on after the handler has killed, and see the end.
    let _ = sys::on_signal(libc::SIGTERM, stop);

    let mut command = Command::new(program);
    // The program leads its own group, so that killing it never reaches the helper, and dies
    // with the helper, unless the helper is already gone.
    command.args(args).process_group(0);
    sys::die_with_parent(&mut command, libc::SIGKILL, None);
    let start = Instant::now();
    // std returns once the program has been executed (or has failed to be, with exec's error).
    let pid = match command.spawn() {
        Ok(child) => child.id() as sys::pid_t,
        Err(e) => {
            let _ = writeln!(report, "error {}", e.raw_os_error().unwrap_or(libc::EINVAL));
            return 127;
        }
    };
    PROGRAM.store(pid, Ordering::SeqCst);
    // A SIGTERM that came before the pid was stored found nothing to kill.
    if STOP.load(Ordering::SeqCst) {
        kill_program();
    }
    let _ = writeln!(report, "pid {pid}");
    // Seen to end, but not reaped: the pid is still the program's while it stops being a
    // target of `stop`.
    let ended = sys::has_exited(pid, true);
    PROGRAM.store(0, Ordering::SeqCst);
    let wall = start.elapsed().as_nanos();
    let reaped = ended.and_then(|_| super::reap(pid));
    kill_orphans();
    let Ok((termination, maxrss_kib)) = reaped else {
        return 127;
    };
    let (line, code) = match termination {
        Termination::Signaled(signal) => (format!("signal {signal}"), 128 + signal),
        Termination::Exited(code) => (format!("exit {code}"), code),
        other => unreachable!("reap returns an exit or a signal, not {other:?}"),
    };
    let _ = writeln!(report, "done {line} {maxrss_kib} {wall}");
    code
}

/// The report's write end, which the caller left at [`REPORT_FD`], moved to a descriptor that
/// the program will not inherit; `None` if there is no pipe there (started by hand).
fn report_pipe() -> Option<File> {
    let is_pipe = std::fs::metadata(format!("/proc/self/fd/{REPORT_FD}"))
        .is_ok_and(|meta| meta.file_type().is_fifo());
    if !is_pipe {
        return None;
    }
    // SAFETY: REPORT_FD is open (checked just above) and nothing else in this process uses it:
    // the caller put the report's write end there for us (see `wrap`), and it is ours to close.
    let inherited = unsafe { OwnedFd::from_raw_fd(REPORT_FD) };
    // The copy is close-on-exec; the original, which is not, closes here.
    inherited.try_clone().ok().map(File::from)
}

/// Kills and reaps every process the program left behind. As their subreaper, the helper is
/// the parent of each by now, or becomes it as soon as the parent it had dies; so killing the
/// helper's children until it has none reaches every descendant, however detached.
fn kill_orphans() {
    loop {
        match sys::wait4(-1, false) {
            // Reaped one; look again.
            Ok(Some(_)) => continue,
            // Children left, none of them ended.
            Ok(None) => {}
            // None left.
            Err(_) => return,
        }
        let children = children();
        if children.is_empty() {
            // Children there are, but no /proc to find them by: the caller's kill of the
            // helper's group is all that is left.
            return;
        }
        for child in children {
            // Our own unreaped child.
            let _ = sys::kill(child, libc::SIGKILL);
        }
        // Until one of them ends (its own children come to us next).
        let _ = sys::wait4(-1, true);
    }
}

/// The helper's children, from the parent pid in each `/proc/<pid>/stat`.
fn children() -> Vec<libc::pid_t> {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            entry
                .ok()?
                .file_name()
                .to_str()?
                .parse::<libc::pid_t>()
                .ok()
        })
        .filter(|pid| {
            // `pid (name) state ppid ...`; the name may hold spaces and parentheses.
            std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                stat.rsplit_once(')')
                    .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                    == Some(me.as_str())
            })
        })
        .collect()
}

/// `command` to be started through the helper, and the read end of its report. The program,
/// arguments, environment changes and directory carry over; an `env_clear` does not (`Command`
/// does not tell), nor does anything set on the streams.
pub(super) fn wrap(command: &Command) -> io::Result<(Command, Report)> {
    // Keeps the object file that holds the `.init_array` entry in every executable that runs
    // programs: a linker takes from a library only the objects that something uses.
    std::hint::black_box(SERVE_WHEN_ASKED);
    let (read, write) = io::pipe()?;
    // The executable of this very process, even if its file has been replaced since it started
    // (cargo rebuilding the runner under a long stress).
    let mut wrapped = Command::new("/proc/self/exe");
    wrapped
        .arg(ARG)
        .arg(command.get_program())
        .args(command.get_args());
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => wrapped.env(key, value),
            None => wrapped.env_remove(key),
        };
    }
    if let Some(dir) = command.get_current_dir() {
        wrapped.current_dir(dir);
    }
    // The helper is told (SIGTERM) when the thread that starts it ends, which outlives the run
    // unless the caller dies, however it dies. It gets the report's write end as REPORT_FD; our
    // copy stays with `wrapped`, so the report ends when the helper does once that is dropped.
    sys::die_with_parent(
        &mut wrapped,
        libc::SIGTERM,
        Some((OwnedFd::from(write), REPORT_FD)),
    );
    Ok((
        wrapped,
        Report {
            read,
            program_pid: AtomicI32::new(0),
        },
    ))
}

/// The caller's end of the helper's report.
pub(super) struct Report {
    read: PipeReader,
    /// The program's pid, once the helper has said it (0 before).
    pub program_pid: AtomicI32,
}

/// What the helper said by the time it ended.
#[derive(Debug, Default)]
pub(super) struct Said {
    /// The program ended by itself: how, its peak RSS in KiB, its time from fork to exit.
    pub done: Option<(Termination, u64, Duration)>,
    /// The program could not be executed.
    pub error: Option<i32>,
}

impl Report {
    /// Reads the report until the helper is gone.
    pub fn read(&self) -> Said {
        let mut said = Said::default();
        for line in BufReader::new(&self.read).lines() {
            let Ok(line) = line else { break };
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["pid", pid] => {
                    if let Ok(pid) = pid.parse() {
                        self.program_pid.store(pid, Ordering::SeqCst);
                    }
                }
                ["error", errno] => said.error = errno.parse().ok(),
                ["done", how, n, maxrss, wall] => {
                    let (Ok(n), Ok(maxrss), Ok(wall)) = (n.parse(), maxrss.parse(), wall.parse())
                    else {
                        continue;
                    };
                    let termination = if *how == "signal" {
                        Termination::Signaled(n)
                    } else {
                        Termination::Exited(n)
                    };
                    said.done = Some((termination, maxrss, Duration::from_nanos(wall)));
                }
                _ => {}
            }
        }
        said
    }
}
