use super::*;

/// A fresh directory under the system's temporary one for one test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("rustc-cache-{}-{test}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn join(&self, path: &str) -> PathBuf {
        self.0.join(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn rustc() -> Rustc {
    Rustc::at(OsStr::new("rustc")).expect("rustc on PATH")
}

fn check_args() -> Vec<OsString> {
    [
        "--edition",
        "2021",
        "--emit=metadata",
        "--crate-type",
        "bin",
    ]
    .map(OsString::from)
    .to_vec()
}

fn recorded(started: &Started) -> bool {
    matches!(started, Started::Recorded(_))
}

#[test]
fn a_compilation_is_taken_from_its_record_until_its_source_or_arguments_change() {
    let dir = Scratch::new("check");
    let cache = Cache::new(dir.join("cache"));
    let source = dir.join("a.rs");
    fs::write(&source, "fn main() { let unused = 1; }\n").unwrap();
    let rustc = rustc();
    let out = dir.join("out");
    let mut compilation = Compilation {
        rustc: &rustc,
        args: check_args(),
        source: &source,
        output: Output::Directory(&out),
    };
    let first = cache.start(&compilation).unwrap();
    assert!(!recorded(&first));
    let first = first.finish().unwrap();
    assert!(first.success);
    assert!(String::from_utf8_lossy(&first.stderr).contains("unused variable"));

    let again = cache.start(&compilation).unwrap();
    assert!(recorded(&again));
    assert_eq!(again.finish().unwrap(), first);

    // Another edition is another key.
    compilation.args[1] = OsString::from("2018");
    assert!(!recorded(&cache.start(&compilation).unwrap()));
    compilation.args[1] = OsString::from("2021");
    // So is another text, failing this time, and its failure is recorded too.
    fs::write(&source, "fn main() { let x: u8 = \"\"; }\n").unwrap();
    let failed = cache.compile(&compilation).unwrap();
    assert!(!failed.success);
    assert!(recorded(&cache.start(&compilation).unwrap()));
    assert_eq!(cache.compile(&compilation).unwrap(), failed);
}

#[test]
fn another_compiler_of_the_same_path_is_another_key() {
    let dir = Scratch::new("compiler");
    let cache = Cache::new(dir.join("cache"));
    let source = dir.join("a.rs");
    fs::write(&source, "fn main() {}\n").unwrap();
    let rustc = rustc();
    let out = dir.join("out");
    let compilation = Compilation {
        rustc: &rustc,
        args: check_args(),
        source: &source,
        output: Output::Directory(&out),
    };
    cache.compile(&compilation).unwrap();
    let updated = Rustc {
        path: rustc.path.clone(),
        verbose_version: rustc.verbose_version.replace("rustc 1.", "rustc 2."),
    };
    let compilation = Compilation {
        rustc: &updated,
        ..compilation
    };
    assert!(!recorded(&cache.start(&compilation).unwrap()));
}

#[test]
fn a_recorded_build_gives_its_executable_back() {
    let dir = Scratch::new("build");
    let cache = Cache::new(dir.join("cache"));
    let source = dir.join("hello.rs");
    fs::write(&source, "fn main() { println!(\"hello\"); }\n").unwrap();
    let rustc = rustc();
    let executable = dir.join("hello");
    let compilation = Compilation {
        rustc: &rustc,
        args: ["--edition", "2021"].map(OsString::from).to_vec(),
        source: &source,
        output: Output::Executable(&executable),
    };
    assert!(cache.compile(&compilation).unwrap().success);
    fs::remove_file(&executable).unwrap();
    let started = cache.start(&compilation).unwrap();
    assert!(recorded(&started));
    assert!(started.finish().unwrap().success);
    let run = Command::new(&executable).output().unwrap();
    assert_eq!(run.stdout, b"hello\n");
}

/// A record whose key is not this one (as after a collision of hashes) is a miss.
#[test]
fn a_record_of_another_key_under_the_same_name_is_a_miss() {
    let dir = Scratch::new("collision");
    let cache = Cache::new(dir.join("cache"));
    let source = dir.join("a.rs");
    fs::write(&source, "fn main() {}\n").unwrap();
    let rustc = rustc();
    let out = dir.join("out");
    let compilation = Compilation {
        rustc: &rustc,
        args: check_args(),
        source: &source,
        output: Output::Directory(&out),
    };
    cache.compile(&compilation).unwrap();
    let record = cache.record(&compilation).unwrap();
    let mut other = record.key.clone();
    other[0] ^= 1;
    other.push(b'1');
    fs::write(&record.path, other).unwrap();
    assert!(!recorded(&cache.start(&compilation).unwrap()));
}

#[test]
fn a_source_that_may_read_another_file_or_the_environment_is_not_recorded() {
    let dir = Scratch::new("inputs");
    let cache = Cache::new(dir.join("cache"));
    let source = dir.join("a.rs");
    fs::write(&source, "fn main() { let _ = option_env!(\"HOME\"); }\n").unwrap();
    let rustc = rustc();
    let out = dir.join("out");
    let compilation = Compilation {
        rustc: &rustc,
        args: check_args(),
        source: &source,
        output: Output::Directory(&out),
    };
    assert!(cache.compile(&compilation).unwrap().success);
    assert!(!recorded(&cache.start(&compilation).unwrap()));
}

#[test]
fn reads_only_itself_errs_towards_other_inputs() {
    for other in [
        "const S: &str = include_str!(\"x\");",
        "include!(\"x.rs\");",
        "const B: &[u8] = include_bytes!(\"x\");",
        "const H: &str = env!(\"HOME\");",
        "const H: Option<&str> = option_env!(\"HOME\");",
        "mod helper;",
        "pub mod helper ;",
        "fn f() {}\nmod a_b1;\n",
    ] {
        assert!(!reads_only_itself(other), "{other}");
    }
    for alone in [
        "mod helper { pub fn f() {} }",
        "fn main() {}",
        "// a model;\nfn main() {}",
        "let remod = 1; let x = remod;",
    ] {
        assert!(reads_only_itself(alone), "{alone}");
    }
}

/// An executable depends on the linker too; a type-check's messages do not.
#[test]
fn a_builds_key_names_the_linker_and_a_type_checks_does_not() {
    let dir = Scratch::new("linker");
    let cache = Cache::new(dir.join("cache"));
    let source = dir.join("a.rs");
    fs::write(&source, "fn main() {}\n").unwrap();
    let rustc = rustc();
    let executable = dir.join("a");
    let build = Compilation {
        rustc: &rustc,
        args: check_args()[..2].to_vec(),
        source: &source,
        output: Output::Executable(&executable),
    };
    let key = cache.record(&build).unwrap().key;
    let key = String::from_utf8_lossy(&key);
    assert!(
        key.contains(&format!("linker {}\n{}", linker().len(), linker())),
        "{key}"
    );
    let check = Compilation {
        args: check_args(),
        output: Output::Directory(&dir.join("out")),
        ..build
    };
    let key = cache.record(&check).unwrap().key;
    // The label at a line's start: the scratch directory's name holds the word too.
    assert!(!String::from_utf8_lossy(&key).contains("\nlinker "));
}
