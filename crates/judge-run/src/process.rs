//! Runs one program on one input the way a judge does, and measures it.
//!
//! [`run`] starts the command in a process group of its own, feeds it the input on a pipe,
//! captures its standard output up to a cap and the tail of its standard error, and waits for it
//! under a wall-clock limit; [`run_with_files`] does the same with standard input and output
//! connected to files instead. Whatever happens (normal exit, crash, time limit, output cap,
//! Ctrl-C) the program and everything it started are killed before the call returns, even
//! processes that left its group (through the helper, their subreaper); and if the runner itself
//! dies, however it dies, they die with it (parent-death signals). See [`helper`].
//!
//! Peak memory is the program's own `ru_maxrss`, taken by a small helper process that starts it
//! (see [`helper`] for why the caller cannot simply `wait4` the program itself): so whatever the
//! size of the process that calls [`run`], the runner or a proof's test process, the program is
//! measured alone. While the program runs, its own high-water mark (`VmHWM` in
//! `/proc/<pid>/status`) is sampled too, which stops it at the memory limit; a run killed at a
//! limit has the larger of the samples and its `ru_maxrss`.
//!
//! Any subcommand that runs solutions (test, stress, bench) should come through here.

use std::fs::File;
use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::{interrupt, sys};

mod helper;
mod streams;
use streams::{feed, read_capped, read_tail, watch_size, Streams};

/// What a run may use before it is stopped.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Wall-clock time; `None` waits forever (or until Ctrl-C).
    pub time: Option<Duration>,
    /// Standard output beyond this many bytes stops the run with [`Termination::OutputLimit`];
    /// no more than this is ever held in memory.
    pub output_bytes: usize,
    /// How much of the end of standard error to keep.
    pub stderr_tail_bytes: usize,
    /// The program's peak resident memory (`VmHWM`, in KiB) beyond which the run is stopped
    /// with [`Termination::MemoryLimit`]; `None` for no limit. It is sampled while the program
    /// runs, every few milliseconds, so the program may get a little further before it is
    /// stopped; the memory of processes it starts is not counted.
    pub memory_kib: Option<u64>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: None,
            output_bytes: 64 << 20,
            stderr_tail_bytes: 64 << 10,
            memory_kib: None,
        }
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// Exited by itself with this status.
    Exited(i32),
    /// Killed by this signal, not by us.
    Signaled(i32),
    /// Killed at the time limit.
    TimeLimit,
    /// Killed for writing more than the output cap.
    OutputLimit,
    /// Killed when its peak memory passed [`Limits::memory_kib`].
    MemoryLimit,
    /// Killed because the runner got SIGINT or SIGTERM.
    Interrupted,
}

/// What a run produced.
#[derive(Debug)]
pub struct Outcome {
    pub termination: Termination,
    /// Standard output, at most [`Limits::output_bytes`] of it.
    pub stdout: Vec<u8>,
    /// The last [`Limits::stderr_tail_bytes`] (or a little more) of standard error.
    pub stderr_tail: Vec<u8>,
    /// Everything written to standard error, in bytes, including what was not kept.
    pub stderr_total: u64,
    /// From the start until the exit was seen, or until the kill.
    pub wall: Duration,
    /// Peak resident set size of the process (and of the children it waited for), in KiB; see
    /// the module's notes for how it is measured.
    pub peak_rss_kib: u64,
}

impl Outcome {
    /// Exited by itself with status 0.
    pub fn success(&self) -> bool {
        self.termination == Termination::Exited(0)
    }
}

/// Runs `command` with `input` on its standard input, within `limits`.
///
/// The command's stdin, stdout and stderr are replaced by pipes, and it is put in a new process
/// group. An error means the program could not be started or waited for; every way a program can
/// fail is an [`Outcome`].
pub fn run(command: Command, input: &[u8], limits: &Limits) -> io::Result<Outcome> {
    run_on(command, Streams::Pipes(input), limits)
}

/// Runs `command` reading its standard input from `stdin` and writing its standard output to
/// `stdout`, within `limits`, as [`run`] does otherwise: standard error is piped and its tail
/// kept, and the timing, limits and kill are the same.
///
/// [`Outcome::stdout`] is empty: the output is in the file. [`Limits::output_bytes`] applies to
/// the file's size, watched every few milliseconds: a program that writes without end is
/// stopped with [`Termination::OutputLimit`] a few megabytes past it, not at the time limit.
pub fn run_with_files(
    command: Command,
    stdin: File,
    stdout: File,
    limits: &Limits,
) -> io::Result<Outcome> {
    run_on(command, Streams::Files { stdin, stdout }, limits)
}

/// [`run`] and [`run_with_files`].
fn run_on(command: Command, streams: Streams, limits: &Limits) -> io::Result<Outcome> {
    let start = Instant::now();
    let (mut child, report) = start_child(command, &streams)?;
    // The helper leads its own group, so its pid is also the group id.
    let pid = child.id() as sys::pid_t;
    // Standard input and output are pipes only in `run`; standard error always is.
    let (stdin, stdout, stderr) = (
        child.stdin.take(),
        child.stdout.take(),
        child.stderr.take().expect("stderr is piped"),
    );
    let input = streams.input();
    let over_cap = AtomicBool::new(false);
    let finished = AtomicBool::new(false);
    let output_file = match &streams {
        Streams::Files { stdout, .. } => Some(stdout),
        Streams::Pipes(_) => None,
    };
    // Whose memory to sample: the program's, once the helper has said its pid.
    let program_pid = &report.program_pid;

    thread::scope(|scope| {
        let writer = stdin.map(|stdin| scope.spawn(move || feed(stdin, input)));
        let out_reader = stdout
            .map(|stdout| scope.spawn(|| read_capped(stdout, limits.output_bytes, &over_cap)));
        let err_reader = scope.spawn(|| read_tail(stderr, limits.stderr_tail_bytes));
        let file_watcher = output_file.map(|file| {
            scope.spawn(|| watch_size(file, limits.output_bytes, &over_cap, &finished))
        });
        let report_reader = scope.spawn(|| report.read());

        let mut sampled_peak_kib = 0;
        let waited = wait_for_exit(
            pid,
            start,
            limits,
            &over_cap,
            program_pid,
            &mut sampled_peak_kib,
        );
        let wall = start.elapsed();
        finished.store(true, Ordering::SeqCst);
        if let Some(watcher) = file_watcher {
            watcher.join().expect("output file watcher panicked");
        }
        if !matches!(waited, Ok(None)) {
            stop(pid);
        }
        // Only the helper was ever in the group; this makes sure it is gone. The leader has not
        // been reaped yet (WNOWAIT), so the group id cannot have been reused by an unrelated
        // process.
        sys::kill_group(pid);
        let reaped = reap(pid);

        // With the group dead, every pipe is closed at the far end and the threads finish.
        let fed = writer.map(|w| w.join().expect("stdin writer panicked"));
        let stdout = out_reader.map(|r| r.join().expect("stdout reader panicked"));
        let stderr = err_reader.join().expect("stderr reader panicked");
        let said = report_reader.join().expect("report reader panicked");
        if let Some(errno) = said.error {
            return Err(io::Error::from_raw_os_error(errno));
        }
        // Over the cap, the reader closed the pipe, and the program may have died of that
        // (SIGPIPE, or an error exit) before the loop saw the flag: still an output limit.
        let killed_for = waited?.or(over_cap
            .load(Ordering::SeqCst)
            .then_some(Termination::OutputLimit));
        let helper_status = reaped?;
        let (termination, peak_rss_kib, wall) = match (killed_for, said.done) {
            (None, Some(account)) => account,
            // The helper's word, if it had time to reap the program, holds the peak at the end
            // (so a run stopped at the memory limit never shows less than the limit).
            (Some(reason), done) => {
                let at_exit = done.map_or(0, |(_, maxrss_kib, _)| maxrss_kib);
                (reason, sampled_peak_kib.max(at_exit), wall)
            }
            (None, None) => {
                return Err(io::Error::other(format!(
                    "the measuring helper (this program, started as `/proc/self/exe {}`) ended \
                     ({helper_status:?}) without a word on the program it was to run",
                    helper::ARG
                )))
            }
        };
        fed.transpose()?;
        let stdout = stdout.transpose()?.unwrap_or_default();
        let (stderr_tail, stderr_total) = stderr?;
        Ok(Outcome {
            termination,
            stdout,
            stderr_tail,
            stderr_total,
            wall,
            peak_rss_kib,
        })
    })
}

/// Starts `command` with `streams` through the helper: the helper's process, and its report.
fn start_child(command: Command, streams: &Streams) -> io::Result<(Child, helper::Report)> {
    let (mut wrapped, report) = helper::wrap(&command)?;
    // The helper's standard streams are the program's: it starts the program, which inherits
    // them. `wrapped` holds our copy of the write end of the helper's report, and is dropped
    // here: from then on the report ends when the helper does.
    let child = spawn(&mut wrapped, streams).map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("cannot start the measuring helper (this program, /proc/self/exe): {e}"),
        )
    })?;
    Ok((child, report))
}

/// Spawns with standard input and output as `streams` says and standard error piped, as the
/// leader of a new process group.
fn spawn(command: &mut Command, streams: &Streams) -> io::Result<Child> {
    let (stdin, stdout) = streams.stdio()?;
    command
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
}

/// How long the helper has to kill the program and what it started when told to stop, before it
/// is killed itself (say, stopped by a hostile program). It needs milliseconds.
const HELPER_GRACE: Duration = Duration::from_secs(5);

/// Stops a run that must end now: asks the helper (SIGTERM; SIGCONT, should the program have
/// stopped it) to kill the program and everything it started, which only the helper can find,
/// and waits for it to do so; if it does not answer, SIGKILL to its group.
fn stop(pid: sys::pid_t) {
    // Our unreaped child.
    let _ = sys::kill(pid, libc::SIGTERM);
    let _ = sys::kill(pid, libc::SIGCONT);
    let deadline = Instant::now() + HELPER_GRACE;
    while Instant::now() < deadline {
        if sys::has_exited(pid, false).unwrap_or(true) {
            return;
        }
        thread::sleep(Duration::from_millis(1));
    }
    sys::kill_group(pid);
}

/// Polls until the process exits, or must be stopped: returns `None` for an exit, or the reason
/// it has to be killed. The exit is only observed (WNOWAIT), not reaped. Samples the process's
/// peak memory into `peak_kib` on the way, which stops it at the memory limit.
fn wait_for_exit(
    pid: sys::pid_t,
    start: Instant,
    limits: &Limits,
    over_cap: &AtomicBool,
    program_pid: &AtomicI32,
    peak_kib: &mut u64,
) -> io::Result<Option<Termination>> {
    let limit = limits.time;
    // Short naps at first so quick programs are timed closely, longer ones later to stay cheap.
    let mut nap = Duration::from_micros(50);
    loop {
        // Sampled before the exit is looked for: a program that ends at once is still seen.
        // Until the helper has said the program's pid, the helper: a fresh process, smaller
        // than any program.
        let sampled = match program_pid.load(Ordering::SeqCst) {
            0 => pid,
            program => program,
        };
        if let Some(hwm) = high_water_mark_kib(sampled) {
            *peak_kib = (*peak_kib).max(hwm);
        }
        if sys::has_exited(pid, false)? {
            return Ok(None);
        }
        if limits.memory_kib.is_some_and(|limit| *peak_kib > limit) {
            return Ok(Some(Termination::MemoryLimit));
        }
        if over_cap.load(Ordering::SeqCst) {
            return Ok(Some(Termination::OutputLimit));
        }
        if interrupt::requested().is_some() {
            return Ok(Some(Termination::Interrupted));
        }
        let elapsed = start.elapsed();
        if let Some(limit) = limit {
            if elapsed >= limit {
                return Ok(Some(Termination::TimeLimit));
            }
            thread::sleep(nap.min(limit - elapsed));
        } else {
            thread::sleep(nap);
        }
        nap = (nap * 2).min(Duration::from_millis(5));
    }
}

/// Reaps the process: its termination and its peak RSS in KiB.
fn reap(pid: sys::pid_t) -> io::Result<(Termination, u64)> {
    let reaped = sys::wait4(pid, true)?.expect("a blocking wait reaps or fails");
    let termination = match reaped.status.signal() {
        Some(signal) => Termination::Signaled(signal),
        None => Termination::Exited(reaped.status.code().unwrap_or(-1)),
    };
    Ok((termination, reaped.maxrss_kib))
}

/// The process's own peak RSS so far (`VmHWM`), while it runs; `None` once it has exited, or
/// where there is no /proc.
fn high_water_mark_kib(pid: sys::pid_t) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Command {
        let mut command = Command::new("sh");
        command.arg("-c").arg(script);
        command
    }

    #[test]
    fn captures_output_status_and_stderr() {
        let limits = Limits::default();
        let out = run(sh("cat; echo oops >&2; exit 3"), b"hello\n", &limits).unwrap();
        assert_eq!(out.termination, Termination::Exited(3));
        assert_eq!(out.stdout, b"hello\n");
        assert_eq!(out.stderr_tail, b"oops\n");
        assert!(out.peak_rss_kib > 0);
    }

    #[test]
    fn reads_and_writes_files() {
        let dir = std::env::temp_dir();
        let unique = format!("runner-process-{}", std::process::id());
        let (input, output) = (
            dir.join(format!("{unique}.in")),
            dir.join(format!("{unique}.out")),
        );
        std::fs::write(&input, b"hello\nworld\n").unwrap();
        let out = run_with_files(
            sh("cat; echo x >&2"),
            File::open(&input).unwrap(),
            File::create(&output).unwrap(),
            &Limits::default(),
        )
        .unwrap();
        let written = std::fs::read(&output).unwrap();
        let _ = std::fs::remove_file(&input);
        let _ = std::fs::remove_file(&output);
        assert!(out.success(), "{:?}", out.termination);
        assert_eq!(written, b"hello\nworld\n");
        assert_eq!(out.stdout, b"");
        assert_eq!(out.stderr_tail, b"x\n");
    }

    #[test]
    fn writing_a_file_without_end_is_stopped_at_the_output_cap() {
        // `yes` into a file ran until 10 times the time limit and left gigabytes behind.
        let output = std::env::temp_dir().join(format!("runner-cap-{}.out", std::process::id()));
        let limits = Limits {
            time: Some(Duration::from_secs(30)),
            output_bytes: 1 << 20,
            ..Limits::default()
        };
        let out = run_with_files(
            Command::new("yes"),
            File::open("/dev/null").unwrap(),
            File::create(&output).unwrap(),
            &limits,
        )
        .unwrap();
        let size = std::fs::metadata(&output).unwrap().len();
        let _ = std::fs::remove_file(&output);
        assert_eq!(out.termination, Termination::OutputLimit);
        assert!(size > 1 << 20, "{size}");
    }

    #[test]
    fn a_program_that_reads_nothing_does_not_break_the_writer() {
        // Far more than a pipe buffer, so the writer is still writing when the reader is gone.
        let input = vec![b'x'; 4 << 20];
        let out = run(sh("exec 0<&-; echo done"), &input, &Limits::default()).unwrap();
        assert!(out.success());
        assert_eq!(out.stdout, b"done\n");
    }

    #[test]
    fn stops_at_the_time_limit() {
        let limits = Limits {
            time: Some(Duration::from_millis(100)),
            ..Limits::default()
        };
        let out = run(sh("while :; do :; done"), b"", &limits).unwrap();
        // How long past the limit the kill took depends on the machine's load; that it was
        // the limit that stopped it, and not before, does not.
        assert_eq!(out.termination, Termination::TimeLimit);
        assert!(out.wall >= Duration::from_millis(100));
    }

    #[test]
    fn stops_at_the_memory_limit_while_it_runs() {
        let limits = Limits {
            time: Some(Duration::from_secs(60)),
            memory_kib: Some(32 << 10),
            ..Limits::default()
        };
        // Holds 100 MB, then would wait past the time limit.
        let hog = "x=$(head -c 100000000 /dev/zero | tr '\\0' a); sleep 600";
        let out = run(sh(hog), b"", &limits).unwrap();
        // Stopped at the memory limit, so not at the time limit.
        assert_eq!(out.termination, Termination::MemoryLimit);
        assert!(out.peak_rss_kib > 32 << 10, "{} KiB", out.peak_rss_kib);
    }

    #[test]
    fn caps_the_output_without_holding_more() {
        let limits = Limits {
            output_bytes: 1 << 20,
            ..Limits::default()
        };
        let out = run(sh("yes"), b"", &limits).unwrap();
        assert_eq!(out.termination, Termination::OutputLimit);
        assert_eq!(out.stdout.len(), 1 << 20);
    }

    #[test]
    fn keeps_only_the_tail_of_stderr() {
        let limits = Limits {
            stderr_tail_bytes: 10,
            ..Limits::default()
        };
        let out = run(sh("seq 1 1000 >&2"), b"", &limits).unwrap();
        assert_eq!(out.stderr_tail, b"\n999\n1000\n");
        assert_eq!(out.stderr_total, 3893);
    }

    #[test]
    fn reports_the_killing_signal() {
        let out = run(sh("kill -SEGV $$"), b"", &Limits::default()).unwrap();
        assert_eq!(out.termination, Termination::Signaled(libc::SIGSEGV));
    }
}
