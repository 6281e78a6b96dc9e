//! The one table of judges ([`JUDGES`]): for each, the prefix of its problems' names, how its
//! problem pages are addressed, and the name its metadata records. `new NAME`, the imports
//! (`listen`, `new --from`) and the README's list of names all read it. A judge the table does
//! not hold is never refused: its problems are named from the page's host and the problem's own
//! id (`dmoj.ca/problem/nim-game` → `dmoj-nimgame`), and Virtual Judge's pages of another
//! judge's problem are named as that judge names them. UVa's, the Live Archive's and PTA's
//! problem pages carry the site's own number, not the problem's: those take the problem's number
//! from the heading the extension sends (`1378 - A Funny Stone Game` → `uva-1378`).
//!
//! A page's address is split by `address.rs`.

mod address;

use address::{percent_decoded, Address};

/// A problem's name in the workspace, and the judge and id its metadata records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// The package name: `hdu-1846`, `cf-954g`, `abc123-a`, `cses-1097`: ASCII, cargo's form.
    pub name: String,
    /// The judge as people write it: `HDU`, `Codeforces`; for one the table does not hold, the
    /// extension's group (`Timus Online Judge`) or the page's host.
    pub judge: String,
    /// The id as the judge writes it: `1846`, `P2197`, `954G`, `abc123_a`.
    pub id: String,
    /// How the extension's name for the problem starts, before its title.
    title_style: Title,
}

/// A judge the workspace names problems of.
pub struct Judge {
    /// The first part of its problems' names: `hdu` in `hdu-1846`.
    pub prefix: &'static str,
    /// What its problems' metadata records as their judge.
    pub display: &'static str,
    /// Its hosts; their subdomains (`www.`, `m1.`, `open.`) count as they do.
    hosts: &'static [&'static str],
    /// Virtual Judge's names for it, in its problem pages' addresses (`HDU` in `HDU-1846`).
    vjudge: &'static [&'static str],
    /// Name prefixes of its contests that stand for the judge's own (AtCoder's `abc123-a`).
    contests: &'static [&'static str],
    /// The problem's id from one of its pages, or `None` for a page that is not a problem.
    read: fn(&Address) -> Option<String>,
    /// For a judge whose problem pages are addressed by a number of its own, not the problem's
    /// (UVa's `problem=4124` is UVa 1378): which of its pages are such problem pages. Their id is
    /// the number the extension's name for the problem starts with (`1378 - A Funny Stone
    /// Game`), which the page's heading shows; a name without one is refused, since a name from
    /// the address would not be the problem's.
    numbered_by_name: Option<fn(&Address) -> bool>,
    /// The package name of the problem `id`.
    name: fn(&Judge, &str) -> String,
    /// The page of the problem `id`, for `new NAME` without `--url`.
    page: fn(&str) -> Option<String>,
    /// Whether its ids are written in capitals (`P2197`, `954G`) or small letters (`nim`).
    capitals: bool,
    title: Title,
    /// The form of its names, for `new NAME` refusing one its pages would not give.
    form: &'static str,
    /// Pages and the names they get: the README's list, and the tests'.
    pub examples: &'static [(&'static str, &'static str)],
}

/// What the extension puts before a problem's title, which the scaffold leaves out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Title {
    /// Nothing: the title as it comes.
    AsIs,
    /// The id and a space: Luogu's `P2197 【模板】Nim 游戏`.
    AfterId,
    /// The problem's index and a dot: Codeforces' `G. Castle Defense`.
    AfterIndexDot,
    /// A letter or two and a dash: AtCoder's `A - Five Antennas` (the page's letter, which need
    /// not be the task id's: `arc001_1` shows as `A`).
    AfterLetterDash,
    /// The problem's number (after the judge's name or a `#`, if any) and a dot, dash or colon:
    /// UVa's `1378 - A Funny Stone Game`, Timus' `1000. A+B Problem`, LibreOJ's `#2000. …`.
    AfterNumber,
}

/// The judges, in the order the README lists them.
pub static JUDGES: &[Judge] = &[
    Judge {
        prefix: "hdu",
        display: "HDU",
        hosts: &["acm.hdu.edu.cn"],
        vjudge: &["HDU"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["showproblem.php"] => number(page.param("pid")),
            ["contests", "contest_showproblem.php"] | ["contest", "problem"] => {
                let (cid, pid) = (number(page.param("cid"))?, number(page.param("pid"))?);
                Some(format!("c{cid}p{pid}"))
            }
            _ => None,
        },
        name: prefixed,
        page: |id| {
            let host = "https://acm.hdu.edu.cn";
            Some(
                match id.strip_prefix('c').and_then(|ids| ids.split_once('p')) {
                    Some((cid, pid)) => {
                        format!("{host}/contests/contest_showproblem.php?cid={cid}&pid={pid}")
                    }
                    None => format!("{host}/showproblem.php?pid={id}"),
                },
            )
        },
        // Numbers, and the contests' `c1107p1003` of this table's own making.
        capitals: false,
        title: Title::AsIs,
        form: "hdu-<problem number, no leading zero> or hdu-c<contest>p<problem>",
        examples: &[
            (
                "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
                "hdu-1846",
            ),
            (
                "https://acm.hdu.edu.cn/contests/contest_showproblem.php?cid=1107&pid=1003",
                "hdu-c1107p1003",
            ),
        ],
    },
    Judge {
        prefix: "poj",
        display: "POJ",
        hosts: &["poj.org"],
        vjudge: &["POJ"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["problem"] => number(page.param("id")),
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("http://poj.org/problem?id={id}")),
        capitals: false,
        title: Title::AsIs,
        form: "poj-<problem number, no leading zero>",
        examples: &[("http://poj.org/problem?id=1067", "poj-1067")],
    },
    Judge {
        prefix: "luogu",
        display: "Luogu",
        hosts: &["luogu.com.cn"],
        vjudge: &["洛谷", "Luogu"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["problem", id] => word(id),
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://www.luogu.com.cn/problem/{id}")),
        capitals: true,
        title: Title::AfterId,
        form: "luogu-<problem id>",
        examples: &[
            ("https://www.luogu.com.cn/problem/P2197", "luogu-p2197"),
            (
                "https://www.luogu.com.cn/problem/AT_abc123_a",
                "luogu-atabc123a",
            ),
        ],
    },
    Judge {
        prefix: "cf",
        display: "Codeforces",
        hosts: &["codeforces.com"],
        // Gym contests are numbered apart from the rest, from 100001 up: no name collides.
        vjudge: &["CodeForces", "Gym"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["contest", contest, "problem", index]
            | ["problemset", "problem", contest, index]
            | ["gym", contest, "problem", index]
            | ["group", _, "contest", contest, "problem", index]
            | ["problemset", "gymProblem", contest, index] => {
                Some(format!("{}{}", number(Some(contest))?, word(index)?))
            }
            _ => None,
        },
        name: prefixed,
        page: |id| {
            let index = id.trim_start_matches(|c: char| c.is_ascii_digit());
            let contest = &id[..id.len() - index.len()];
            (!contest.is_empty() && !index.is_empty())
                .then(|| format!("https://codeforces.com/problemset/problem/{contest}/{index}"))
        },
        capitals: true,
        title: Title::AfterIndexDot,
        form: "cf-<contest number><problem index>",
        examples: &[
            ("https://codeforces.com/contest/954/problem/G", "cf-954g"),
            ("https://codeforces.com/gym/102001/problem/C", "cf-102001c"),
        ],
    },
    Judge {
        prefix: "atcoder",
        display: "AtCoder",
        hosts: &["atcoder.jp"],
        vjudge: &["AtCoder"],
        contests: &["abc", "arc", "agc", "ahc"],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["contests", contest, "tasks", task] => {
                word(contest)?;
                word(task)
            }
            _ => None,
        },
        name: atcoder_name,
        page: |id| {
            let (contest, _) = id.rsplit_once('_')?;
            Some(format!("https://atcoder.jp/contests/{contest}/tasks/{id}"))
        },
        capitals: false,
        title: Title::AfterLetterDash,
        form: "<contest>-<task>",
        examples: &[(
            "https://atcoder.jp/contests/abc123/tasks/abc123_a",
            "abc123-a",
        )],
    },
    Judge {
        prefix: "vjudge",
        display: "Virtual Judge",
        hosts: &["vjudge.net"],
        vjudge: &[],
        contests: &[],
        numbered_by_name: None,
        // A contest's problem: `contest/N#problem/A`. A problem's own page names its judge and
        // is read by `vjudge_origin` first.
        read: |page| match (
            page.segments.as_slice(),
            page.fragment.split('/').collect::<Vec<_>>().as_slice(),
        ) {
            (["contest", contest], ["problem", letter]) => {
                Some(format!("{}-{}", number(Some(contest))?, word(letter)?))
            }
            _ => None,
        },
        name: |judge, id| format!("{}-{}", judge.prefix, id.to_ascii_lowercase()),
        page: |id| {
            let (contest, letter) = id.split_once('-')?;
            Some(format!(
                "https://vjudge.net/contest/{contest}#problem/{letter}"
            ))
        },
        capitals: true,
        title: Title::AfterLetterDash,
        form: "vjudge-<contest number>-<problem letter>",
        examples: &[
            ("https://vjudge.net/problem/HDU-1846", "hdu-1846"),
            (
                "https://vjudge.net/contest/123456#problem/A",
                "vjudge-123456-a",
            ),
        ],
    },
    Judge {
        prefix: "cses",
        display: "CSES",
        hosts: &["cses.fi"],
        vjudge: &["CSES"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            [.., "task", id] => number(Some(id)),
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://cses.fi/problemset/task/{id}")),
        capitals: false,
        title: Title::AsIs,
        form: "cses-<task number, no leading zero>",
        examples: &[("https://cses.fi/problemset/task/1097", "cses-1097")],
    },
    Judge {
        prefix: "kattis",
        display: "Kattis",
        hosts: &["kattis.com"],
        vjudge: &["Kattis"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            [.., "problems", id] => word(id),
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://open.kattis.com/problems/{id}")),
        capitals: false,
        title: Title::AsIs,
        form: "kattis-<problem id>",
        examples: &[("https://open.kattis.com/problems/nim", "kattis-nim")],
    },
    Judge {
        prefix: "spoj",
        display: "SPOJ",
        hosts: &["spoj.com"],
        vjudge: &["SPOJ"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["problems", id] => word(id),
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://www.spoj.com/problems/{id}/")),
        capitals: true,
        title: Title::AsIs,
        form: "spoj-<problem code>",
        examples: &[("https://www.spoj.com/problems/NGM/", "spoj-ngm")],
    },
    Judge {
        prefix: "uva",
        display: "UVa",
        hosts: &["onlinejudge.org"],
        vjudge: &["UVA"],
        contests: &[],
        numbered_by_name: Some(is_show_problem),
        read: archive_file,
        name: prefixed,
        // The statement's PDF, the one address UVa gives a problem by its own number.
        page: |id| archive_page("https://onlinejudge.org", id),
        capitals: false,
        title: Title::AfterNumber,
        form: "uva-<problem number, no leading zero>",
        examples: &[
            (
                "https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=4124",
                "uva-1378",
            ),
            ("https://onlinejudge.org/external/13/p1378.pdf", "uva-1378"),
        ],
    },
    Judge {
        prefix: "la",
        display: "ICPC Live Archive",
        hosts: &["icpcarchive.ecs.baylor.edu"],
        vjudge: &["UVALive"],
        contests: &[],
        numbered_by_name: Some(is_show_problem),
        read: archive_file,
        name: prefixed,
        page: |id| archive_page("https://icpcarchive.ecs.baylor.edu", id),
        capitals: false,
        title: Title::AfterNumber,
        form: "la-<problem number, no leading zero>",
        examples: &[(
            "https://icpcarchive.ecs.baylor.edu/external/36/p3668.pdf",
            "la-3668",
        )],
    },
    Judge {
        prefix: "loj",
        display: "LibreOJ",
        hosts: &["loj.ac"],
        vjudge: &["LibreOJ"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["p", id] | ["problem", id] => number(Some(id)),
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://loj.ac/p/{id}")),
        capitals: false,
        title: Title::AfterNumber,
        form: "loj-<problem number, no leading zero>",
        examples: &[("https://loj.ac/p/2000", "loj-2000")],
    },
    Judge {
        prefix: "timus",
        display: "Timus",
        hosts: &["acm.timus.ru", "timus.online"],
        vjudge: &["URAL", "Timus"],
        contests: &[],
        numbered_by_name: None,
        // The archive is space 1 (the default); a contest's own space numbers its problems
        // afresh, and is named as any other judge's page is.
        read: |page| match page.segments.as_slice() {
            ["problem.aspx"] if matches!(page.param("space"), None | Some("1")) => {
                number(page.param("num"))
            }
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://acm.timus.ru/problem.aspx?space=1&num={id}")),
        capitals: false,
        title: Title::AfterNumber,
        form: "timus-<problem number, no leading zero>",
        examples: &[(
            "https://acm.timus.ru/problem.aspx?space=1&num=1000",
            "timus-1000",
        )],
    },
    Judge {
        prefix: "zoj",
        display: "ZOJ",
        hosts: &["zoj.pintia.cn", "acm.zju.edu.cn"],
        vjudge: &["ZOJ"],
        contests: &[],
        // PTA's pages number a problem by PTA's own id (`problems/91827364500`).
        numbered_by_name: Some(|page| {
            matches!(
                page.segments.as_slice(),
                ["problem-sets", _, "problems", _] | ["problem-sets", _, "exam", "problems", _]
            )
        }),
        read: |page| match page.segments.as_slice() {
            ["onlinejudge", "showProblem.do"] => number(page.param("problemCode")),
            _ => None,
        },
        name: prefixed,
        // The old archive's address, the one that names a problem by its code.
        page: |id| {
            Some(format!(
                "https://acm.zju.edu.cn/onlinejudge/showProblem.do?problemCode={id}"
            ))
        },
        capitals: false,
        title: Title::AfterNumber,
        form: "zoj-<problem code, no leading zero>",
        examples: &[(
            "https://acm.zju.edu.cn/onlinejudge/showProblem.do?problemCode=3057",
            "zoj-3057",
        )],
    },
    Judge {
        prefix: "acwing",
        display: "AcWing",
        hosts: &["acwing.com"],
        vjudge: &["AcWing"],
        contests: &[],
        numbered_by_name: None,
        // The number in the address, which the extension gives without the one the page shows
        // (content/893 is shown as 891): the address's names the problem the same every time.
        read: |page| match page.segments.as_slice() {
            ["problem", "content", id] | ["problem", "content", "description", id] => {
                number(Some(id))
            }
            _ => None,
        },
        name: prefixed,
        page: |id| Some(format!("https://www.acwing.com/problem/content/{id}/")),
        capitals: false,
        title: Title::AfterNumber,
        form: "acwing-<the number in the page's address, no leading zero>",
        examples: &[("https://www.acwing.com/problem/content/893/", "acwing-893")],
    },
    Judge {
        prefix: "nowcoder",
        display: "Nowcoder",
        hosts: &["nowcoder.com"],
        vjudge: &["NowCoder"],
        contests: &[],
        numbered_by_name: None,
        read: |page| match page.segments.as_slice() {
            ["acm", "problem", id] => number(Some(id)),
            ["acm", "contest", contest, index] => {
                Some(format!("{}{}", number(Some(contest))?, word(index)?))
            }
            _ => None,
        },
        name: prefixed,
        page: |id| {
            let index = id.trim_start_matches(|c: char| c.is_ascii_digit());
            let contest = &id[..id.len() - index.len()];
            match (contest.is_empty(), index.is_empty()) {
                (false, true) => Some(format!("https://ac.nowcoder.com/acm/problem/{id}")),
                (false, false) => Some(format!(
                    "https://ac.nowcoder.com/acm/contest/{contest}/{index}"
                )),
                _ => None,
            }
        },
        capitals: true,
        title: Title::AsIs,
        form: "nowcoder-<problem number> or nowcoder-<contest number><problem letter>",
        examples: &[
            ("https://ac.nowcoder.com/acm/problem/14390", "nowcoder-14390"),
            ("https://ac.nowcoder.com/acm/contest/11166/A", "nowcoder-11166a"),
        ],
    },
];

/// UVa's and the Live Archive's problem page, `index.php?…&page=show_problem&problem=N`, whose N
/// is the site's own number for the problem.
fn is_show_problem(page: &Address) -> bool {
    matches!(page.segments.as_slice(), ["index.php"]) && page.param("page") == Some("show_problem")
}

/// UVa's and the Live Archive's statement files, `external/<volume>/<number>.html` and
/// `external/<volume>/p<number>.pdf`, which name the problem by its own number.
fn archive_file(page: &Address) -> Option<String> {
    let ["external", _, file] = page.segments.as_slice() else {
        return None;
    };
    let (stem, extension) = file.rsplit_once('.')?;
    let digits = match extension {
        "pdf" => stem.strip_prefix('p')?,
        "html" => stem,
        _ => return None,
    };
    number(Some(digits))
}

/// The statement's PDF of problem `id` on UVa or the Live Archive: its volume is the number
/// without its last two digits (`external/13/p1378.pdf`).
fn archive_page(site: &str, id: &str) -> Option<String> {
    let number: u64 = id.parse().ok()?;
    Some(format!("{site}/external/{}/p{id}.pdf", number / 100))
}

/// The problem's number at the head of the extension's name for it, as UVa's heading writes it
/// (`1378 - A Funny Stone Game`), after the judge's name if it is there (`UVa 1378 - …`) or a
/// `#`; `None` when the name does not start with one.
fn number_in_name(name: &str) -> Option<String> {
    let name = name.trim();
    let after_judge = name
        .split_once(' ')
        .filter(|(word, _)| word.chars().all(|c| c.is_ascii_alphabetic()) && !word.is_empty())
        .map_or(name, |(_, rest)| rest.trim_start());
    let rest = after_judge.strip_prefix('#').unwrap_or(after_judge);
    let digits = rest.split(|c: char| !c.is_ascii_digit()).next()?;
    let after = &rest[digits.len()..];
    // The number must stand alone: `1378 - …`, `1378. …`, `1378`, not `2048x`.
    let alone = after.is_empty() || after.starts_with(|c: char| !c.is_ascii_alphanumeric());
    (!digits.is_empty() && alone).then(|| number(Some(digits)))?
}

/// `<prefix>-<id>`, the id in small letters and digits only: `cf-954g`, `luogu-atabc123a`.
fn prefixed(judge: &Judge, id: &str) -> String {
    format!("{}-{}", judge.prefix, alphanumeric(id))
}

/// AtCoder's task id split at its last underscore, `abc123_a` → `abc123-a`, `typical90_cl` →
/// `typical90-cl`; `atcoder-…` when that would not start with a letter, which cargo requires.
fn atcoder_name(judge: &Judge, id: &str) -> String {
    match id.rsplit_once('_') {
        Some((contest, task)) => {
            let (contest, task) = (alphanumeric(contest), alphanumeric(task));
            if contest.starts_with(|c: char| c.is_ascii_lowercase()) && !task.is_empty() {
                return format!("{contest}-{task}");
            }
            prefixed(judge, id)
        }
        None => prefixed(judge, id),
    }
}

/// The table's judge of a name, by a contest prefix (`abc123-a`) or its own (`cf-954g`), and
/// the id the name stands for (`abc123_a`, `954G`).
fn table_judge(name: &str) -> Option<(&'static Judge, String)> {
    let (first, rest) = name.split_once('-').unwrap_or((name, ""));
    let contest = |judge: &&Judge| {
        judge.contests.iter().any(|contest| {
            first
                .strip_prefix(contest)
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
    };
    if let Some(judge) = JUDGES.iter().find(contest) {
        return Some((judge, name.replace('-', "_")));
    }
    let judge = JUDGES.iter().find(|judge| judge.prefix == first)?;
    let id = if judge.capitals {
        rest.to_ascii_uppercase()
    } else {
        rest.to_string()
    };
    Some((judge, id))
}

impl Identity {
    /// Names a problem after its page. `group` is the extension's `group` (`Judge - Contest`),
    /// whose judge part names a judge the table does not hold. Refused only for an address that
    /// is not a web page's.
    pub fn of_url(url: &str, group: &str) -> Result<Identity, String> {
        Identity::of_task(url, group, "")
    }

    /// [`Identity::of_url`] with the extension's name for the problem, `heading`, from which a
    /// judge whose pages are numbered by the site itself (UVa's `problem=4124`) takes the
    /// problem's own number (`1378 - A Funny Stone Game`). Refused, for such a page, when the
    /// heading holds no number: the address's is not the problem's.
    pub fn of_task(url: &str, group: &str, heading: &str) -> Result<Identity, String> {
        let page = Address::parse(url)
            .ok_or_else(|| format!("the URL {:?} is not an http(s) address", url.trim()))?;
        if let Some(identity) = vjudge_origin(&page) {
            return Ok(identity);
        }
        if let Some(judge) = JUDGES.iter().find(|judge| page.is_on(judge.hosts)) {
            if let Some(id) = (judge.read)(&page) {
                return Ok(judge.identity(id));
            }
            if judge
                .numbered_by_name
                .is_some_and(|numbered| numbered(&page))
            {
                return match number_in_name(heading) {
                    Some(id) => Ok(judge.identity(id)),
                    None => Err(format!(
                        "a {} page's address holds the site's own number for the problem, not \
                         the problem's, and its name {:?} does not start with the problem's \
                         number (as in `1378 - A Funny Stone Game`)",
                        judge.display,
                        heading.trim()
                    )),
                };
            }
        }
        Ok(unknown_judge(&page, group))
    }

    /// The judge, id and page of a problem named `name` (`<judge>-<id>`, already checked as a
    /// package name): the table's judge whose prefix (or contest prefix) the name starts with,
    /// else the prefix itself, capitalised, with no page.
    pub fn of_name(name: &str) -> (Identity, Option<String>) {
        if let Some((judge, id)) = table_judge(name) {
            let page = (judge.page)(&id);
            return (judge.identity_named(name, id), page);
        }
        let (first, rest) = name.split_once('-').unwrap_or((name, ""));
        let mut judge = first.to_string();
        if let Some(initial) = judge.get_mut(..1) {
            initial.make_ascii_uppercase();
        }
        let identity = Identity {
            name: name.to_string(),
            judge,
            id: rest.to_ascii_uppercase(),
            title_style: Title::AsIs,
        };
        (identity, None)
    }

    /// [`Identity::of_name`] for `new NAME`, which records the judge and id an import of the
    /// page would: a name of a judge in the table is refused unless that judge's page of the
    /// id read from it is named `name` again (`hdu-2188x`, `hdu-01847` and `cf-954` are not).
    /// A judge the table does not hold takes any name.
    pub fn of_new_name(name: &str) -> Result<(Identity, Option<String>), String> {
        let (identity, page) = Identity::of_name(name);
        let Some((judge, id)) = table_judge(name) else {
            return Ok((identity, page));
        };
        let named = page
            .as_deref()
            .and_then(Address::parse)
            .and_then(|address| (judge.read)(&address))
            .map(|read| (judge.name)(judge, &read));
        if named.as_deref() == Some(name) {
            return Ok((identity, page));
        }
        let gives = match named {
            Some(other) => format!(" (that page is named {other})"),
            None => String::new(),
        };
        let own = |(_, example): &&(&str, &str)| example.starts_with(&format!("{}-", judge.prefix));
        let example = (judge.examples.iter().find(own))
            .or(judge.examples.first())
            .map_or("", |(_, example)| example);
        Err(format!(
            "`{name}` names no {display} page: the id read from it is {id:?}{gives}; \
             expected {form}, e.g. {example}",
            display = judge.display,
            form = judge.form,
        ))
    }

    /// The same problem under another package name (`new --from FILE --name NAME`).
    pub fn renamed(self, name: &str) -> Identity {
        Identity {
            name: name.to_string(),
            ..self
        }
    }

    /// The extension's name for the problem, without the id it repeats in front: Luogu's
    /// `P2197 【模板】Nim 游戏`, Codeforces' `G. Castle Defense`, AtCoder's `A - Happy Birthday`.
    pub fn title(&self, name: &str) -> String {
        let name = name.trim();
        let stripped = match self.title_style {
            Title::AsIs => None,
            Title::AfterId => name
                .strip_prefix(self.id.as_str())
                .and_then(|rest| rest.strip_prefix(char::is_whitespace)),
            Title::AfterIndexDot => {
                let index = self.id.trim_start_matches(|c: char| c.is_ascii_digit());
                name.split_once(". ")
                    .filter(|(prefix, _)| prefix.eq_ignore_ascii_case(index))
                    .map(|(_, rest)| rest)
            }
            Title::AfterLetterDash => name.split_once(" - ").and_then(|(prefix, rest)| {
                let short = !prefix.is_empty()
                    && prefix.len() <= 3
                    && prefix.chars().all(|c| c.is_ascii_alphanumeric());
                short.then_some(rest)
            }),
            Title::AfterNumber => number_in_name(name).and_then(|_| {
                let digits = name.find(|c: char| c.is_ascii_digit())?;
                let rest = name[digits..].trim_start_matches(|c: char| c.is_ascii_digit());
                [". ", " - ", ": ", " "]
                    .iter()
                    .find_map(|separator| rest.strip_prefix(separator))
            }),
        };
        stripped
            .map(str::trim)
            .filter(|rest| !rest.is_empty())
            .unwrap_or(name)
            .to_string()
    }
}

impl Judge {
    fn identity(&self, id: String) -> Identity {
        self.identity_named(&(self.name)(self, &id), id)
    }

    fn identity_named(&self, name: &str, id: String) -> Identity {
        Identity {
            name: name.to_string(),
            judge: self.display.to_string(),
            id,
            title_style: self.title,
        }
    }
}

/// Virtual Judge's page of another judge's problem, `vjudge.net/problem/HDU-1846`, named as that
/// judge names it (`hdu-1846`); a judge the table does not hold by Virtual Judge's name for it
/// (`LightOJ-1248` → `lightoj-1248`).
fn vjudge_origin(page: &Address) -> Option<Identity> {
    let ["problem", problem] = page.segments.as_slice() else {
        return None;
    };
    if !page.is_on(&["vjudge.net"]) {
        return None;
    }
    let problem = percent_decoded(problem);
    let (origin, id) = problem.split_once('-')?;
    let id = word(id)?;
    let judge = JUDGES.iter().find(|judge| {
        judge
            .vjudge
            .iter()
            .any(|name| name.eq_ignore_ascii_case(origin))
    });
    match judge {
        Some(judge) => Some(judge.identity(id)),
        None => {
            let prefix = alphanumeric(origin);
            prefix
                .starts_with(|c: char| c.is_ascii_lowercase())
                .then(|| Identity {
                    name: format!("{prefix}-{}", alphanumeric(&id)),
                    judge: origin.to_string(),
                    id,
                    title_style: Title::AsIs,
                })
        }
    }
}

/// A judge the table does not hold: `<site>-<id>`, the site from the host (its main label:
/// `acm.timus.ru` → `timus`, `judge.u-aizu.ac.jp` → `uaizu`), the id from the page (a query's
/// `id`, `pid`, `num` or `problem`, else the path's last segment), both in small letters and
/// digits; the judge recorded is the extension's group's judge part, or the host.
fn unknown_judge(page: &Address, group: &str) -> Identity {
    let site = alphanumeric(page.site());
    let site = if site.starts_with(|c: char| c.is_ascii_lowercase()) {
        site
    } else {
        format!("judge{site}")
    };
    let id = ["id", "pid", "num", "problem", "problem_id", "problemid"]
        .iter()
        .find_map(|key| slug(page.param(key)?))
        .or_else(|| {
            page.segments.iter().rev().find_map(|segment| {
                let stem = segment.rsplit_once('.').map_or(*segment, |(stem, _)| stem);
                slug(stem)
            })
        });
    let (id, short) = match id {
        Some(id) => {
            let short = alphanumeric(&id);
            (id, short)
        }
        // A page whose address holds no id (`https://example.com/`): a stable one from it.
        None => {
            let hash = fnv(page.whole.as_bytes());
            (format!("{hash:08x}"), format!("p{hash:08x}"))
        }
    };
    let judge = group
        .split(" - ")
        .next()
        .map(|judge| judge.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|judge| !judge.is_empty() && !judge.chars().any(char::is_control))
        .unwrap_or_else(|| page.host.clone());
    Identity {
        name: format!("{site}-{short}"),
        judge,
        id,
        title_style: Title::AsIs,
    }
}

/// FNV-1a, 32 bits: a short, stable tag for an address without an id.
fn fnv(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash: u32, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// A decimal number of at most 20 digits, without the leading zeros a judge ignores
/// (`pid=01847` is problem 1847, named `hdu-1847`).
fn number(text: Option<&str>) -> Option<String> {
    let digits =
        text.filter(|t| !t.is_empty() && t.len() <= 20 && t.bytes().all(|b| b.is_ascii_digit()))?;
    let significant = digits.trim_start_matches('0');
    Some(
        if significant.is_empty() {
            "0"
        } else {
            significant
        }
        .to_string(),
    )
}

/// An id: letters, digits and underscores, at least one letter or digit, not too long for a
/// file name.
fn word(text: &str) -> Option<String> {
    let fits = text.len() <= 40
        && text.bytes().any(|b| b.is_ascii_alphanumeric())
        && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    fits.then(|| text.to_string())
}

/// An id on a page of a judge the table does not hold: letters, digits, `_` and `-`
/// (`nim-game`), at least one letter or digit.
fn slug(text: &str) -> Option<String> {
    let fits = text.len() <= 40
        && text.bytes().any(|b| b.is_ascii_alphanumeric())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    fits.then(|| text.to_string())
}

/// Letters and digits only, in small letters: `AT_abc123_a` → `atabc123a`.
fn alphanumeric(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The list for `new --help` and `listen --help`: every judge's example, then the rule for the
/// rest.
pub fn help() -> String {
    let mut text = String::from("Names, from the problem's page (the table in judges.rs):\n");
    for judge in JUDGES {
        for (page, name) in judge.examples {
            text.push_str(&format!("  {name:<18} {page}\n"));
        }
    }
    text.push_str(
        "  any other judge: <site>-<id>, from the page's host and the problem's id \
         (dmoj.ca/problem/nim-game -> dmoj-nimgame)",
    );
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The README's list of names, one row per example of [`JUDGES`]: `| judge | page | name |`;
    /// a page numbered by the site itself with the heading its name comes from.
    fn readme_rows() -> Vec<String> {
        JUDGES
            .iter()
            .flat_map(|judge| {
                judge.examples.iter().map(|(page, name)| {
                    let page = match example_heading(judge, page, name) {
                        Some(heading) => format!("`{page}`, headed `{heading}`"),
                        None => format!("`{page}`"),
                    };
                    format!("| {} | {page} | `{name}` |", judge.display)
                })
            })
            .collect()
    }

    /// For an example page numbered by the site itself, the extension's name for it that gives
    /// the problem's number: the number of the example's name.
    fn example_heading(judge: &Judge, page: &str, name: &str) -> Option<String> {
        let address = Address::parse(page).unwrap();
        let numbered = judge.numbered_by_name?(&address) && (judge.read)(&address).is_none();
        let number = name.rsplit('-').next().unwrap();
        numbered.then(|| format!("{number} - …"))
    }

    fn name(url: &str) -> String {
        Identity::of_url(url, "").unwrap().name
    }

    #[test]
    fn every_example_of_the_table_gets_its_name() {
        for judge in JUDGES {
            for (page, expected) in judge.examples {
                let heading = example_heading(judge, page, expected).unwrap_or_default();
                let identity = Identity::of_task(page, "", &heading).unwrap();
                assert_eq!(identity.name, *expected, "{page}");
                if judge.prefix != "vjudge" || page.contains("/contest/") {
                    assert_eq!(identity.judge, judge.display, "{page}");
                }
            }
        }
    }

    #[test]
    fn the_readme_lists_the_tables_names_and_nothing_else() {
        let readme = include_str!("../../../README.md");
        let listed: Vec<&str> = readme
            .lines()
            .skip_while(|line| *line != "| judge | page | name |")
            .skip(2)
            .take_while(|line| line.starts_with("| ") && line.contains("` | `"))
            .collect();
        assert_eq!(listed, readme_rows());
    }

    #[test]
    fn the_judges_pages_are_named_in_every_form() {
        for (url, expected) in [
            (
                "http://acm.hdu.edu.cn/showproblem.php?pid=2149#top",
                "hdu-2149",
            ),
            (
                "https://acm.hdu.edu.cn/contest/problem?cid=1107&pid=1003",
                "hdu-c1107p1003",
            ),
            ("https://codeforces.com/problemset/problem/954/G", "cf-954g"),
            (
                "https://codeforces.com/contest/1234/problem/B1",
                "cf-1234b1",
            ),
            (
                "https://m1.codeforces.com/gym/102001/problem/C",
                "cf-102001c",
            ),
            (
                "https://codeforces.com/group/AbCd/contest/250000/problem/A",
                "cf-250000a",
            ),
            (
                "https://atcoder.jp/contests/typical90/tasks/typical90_cl",
                "typical90-cl",
            ),
            (
                "https://atcoder.jp/contests/2024x/tasks/2024x_a",
                "atcoder-2024xa",
            ),
            ("https://www.spoj.com/problems/NIM/", "spoj-nim"),
            ("https://www.cses.fi/problemset/task/1730", "cses-1730"),
            (
                "https://uva.onlinejudge.org/external/13/p1378.pdf",
                "uva-1378",
            ),
            (
                "https://onlinejudge.org/external/101/10165.html",
                "uva-10165",
            ),
            (
                "https://icpcarchive.ecs.baylor.edu/external/36/3668.html",
                "la-3668",
            ),
            ("https://loj.ac/problem/2000", "loj-2000"),
            (
                "https://timus.online/problem.aspx?space=1&num=1000",
                "timus-1000",
            ),
            (
                "https://acm.timus.ru/problem.aspx?num=1001&locale=en",
                "timus-1001",
            ),
            (
                "https://www.acwing.com/problem/content/description/893/",
                "acwing-893",
            ),
            (
                "https://ac.nowcoder.com/acm/contest/11166/B",
                "nowcoder-11166b",
            ),
        ] {
            assert_eq!(name(url), expected, "{url}");
        }
    }

    /// UVa's problem page, the Live Archive's and PTA's (ZOJ's) address a problem by the site's
    /// own number (UVa 1378 is `problem=4124`), so its name comes from the heading the extension
    /// sends, with the title after the number.
    #[test]
    fn a_page_numbered_by_its_site_is_named_by_its_heading() {
        let uva = "https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=4124";
        let live_archive = "https://icpcarchive.ecs.baylor.edu/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1669";
        let pta = "https://zoj.pintia.cn/problem-sets/91827364500/problems/91827364501";
        for (url, heading, expected, judge, title) in [
            (
                uva,
                "1378 - A Funny Stone Game",
                "uva-1378",
                "UVa",
                "A Funny Stone Game",
            ),
            (
                uva,
                "UVa 1378 - A Funny Stone Game",
                "uva-1378",
                "UVa",
                "A Funny Stone Game",
            ),
            (
                live_archive,
                "3668 - A Funny Stone Game",
                "la-3668",
                "ICPC Live Archive",
                "A Funny Stone Game",
            ),
            (pta, "3057 Beans Game", "zoj-3057", "ZOJ", "Beans Game"),
        ] {
            let identity = Identity::of_task(url, "UVa Online Judge", heading).unwrap();
            assert_eq!(
                (
                    identity.name.as_str(),
                    identity.judge.as_str(),
                    identity.title(heading).as_str()
                ),
                (expected, judge, title),
                "{url} {heading}"
            );
        }
        for (url, heading) in [
            (uva, "A Funny Stone Game"),
            (uva, "2048x - Game"),
            (pta, ""),
        ] {
            let refused = Identity::of_task(url, "", heading).unwrap_err();
            assert!(
                refused.contains("the site's own number for the problem, not the problem's"),
                "{refused}"
            );
            assert!(!refused.contains('\n'), "{refused}");
        }
        // UVa's pages that are not a problem's are named as any other page is.
        assert_eq!(
            name("https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&category=3"),
            "onlinejudge-index"
        );
    }

    #[test]
    fn virtual_judge_names_a_problem_as_its_own_judge_does() {
        for (url, expected, judge, id) in [
            (
                "https://vjudge.net/problem/HDU-1846",
                "hdu-1846",
                "HDU",
                "1846",
            ),
            (
                "https://vjudge.net/problem/POJ-1067",
                "poj-1067",
                "POJ",
                "1067",
            ),
            (
                "https://vjudge.net/problem/%E6%B4%9B%E8%B0%B7-P2197",
                "luogu-p2197",
                "Luogu",
                "P2197",
            ),
            (
                "https://cn.vjudge.net/problem/CodeForces-1526C2",
                "cf-1526c2",
                "Codeforces",
                "1526C2",
            ),
            (
                "https://vjudge.net/problem/Gym-287310I",
                "cf-287310i",
                "Codeforces",
                "287310I",
            ),
            (
                "https://vjudge.net/problem/AtCoder-abc123_a",
                "abc123-a",
                "AtCoder",
                "abc123_a",
            ),
            (
                "https://vjudge.net/problem/SPOJ-NGM",
                "spoj-ngm",
                "SPOJ",
                "NGM",
            ),
            // A judge the table does not hold: Virtual Judge's name for it.
            (
                "https://vjudge.net/problem/LightOJ-1248",
                "lightoj-1248",
                "LightOJ",
                "1248",
            ),
            (
                "https://vjudge.net/problem/UVA-10165",
                "uva-10165",
                "UVa",
                "10165",
            ),
            (
                "https://vjudge.net/problem/UVALive-3668",
                "la-3668",
                "ICPC Live Archive",
                "3668",
            ),
            (
                "https://vjudge.net/problem/URAL-1000",
                "timus-1000",
                "Timus",
                "1000",
            ),
            (
                "https://vjudge.net/problem/ZOJ-3057",
                "zoj-3057",
                "ZOJ",
                "3057",
            ),
        ] {
            let identity = Identity::of_url(url, "Virtual Judge").unwrap();
            assert_eq!(
                (
                    identity.name.as_str(),
                    identity.judge.as_str(),
                    identity.id.as_str()
                ),
                (expected, judge, id),
                "{url}"
            );
        }
        let contest = Identity::of_url("https://vjudge.net/contest/587313#problem/B", "").unwrap();
        assert_eq!(contest.name, "vjudge-587313-b");
        assert_eq!(
            (contest.judge.as_str(), contest.id.as_str()),
            ("Virtual Judge", "587313-B")
        );
    }

    #[test]
    fn any_other_judge_is_named_from_its_host_and_the_problems_id() {
        for (url, group, expected, judge) in [
            // A Timus contest's own space numbers its problems afresh: not the archive's.
            (
                "https://acm.timus.ru/problem.aspx?space=209&num=3",
                "Timus Online Judge - Ural Championship",
                "timus-3",
                "Timus Online Judge",
            ),
            (
                "https://lightoj.com/problem/nim-game",
                "",
                "lightoj-nimgame",
                "lightoj.com",
            ),
            (
                "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_1_A",
                "Aizu Online Judge",
                "uaizu-alds11a",
                "Aizu Online Judge",
            ),
            (
                "https://dmoj.ca/problem/nim-game",
                "DMOJ",
                "dmoj-nimgame",
                "DMOJ",
            ),
            (
                "https://www.acmicpc.net/problem/11694",
                "",
                "acmicpc-11694",
                "www.acmicpc.net",
            ),
            // Pages of a known judge that are not its problem pages still get a name.
            (
                "https://codeforces.com/blog/entry/1",
                "",
                "codeforces-1",
                "codeforces.com",
            ),
        ] {
            let identity = Identity::of_url(url, group).unwrap();
            assert_eq!(
                (identity.name.as_str(), identity.judge.as_str()),
                (expected, judge),
                "{url}"
            );
        }
        // No id in the address: a stable tag from it, still a package name.
        let bare = name("https://example.com/");
        assert!(
            bare.starts_with("example-p") && bare.len() == "example-p".len() + 8,
            "{bare}"
        );
        assert_eq!(bare, name("https://example.com/"));
        assert!(Identity::of_url("ftp://poj.org/problem?id=1", "").is_err());
        assert!(Identity::of_url("", "").is_err());
    }

    #[test]
    fn every_name_is_a_package_name() {
        let urls = [
            "https://vjudge.net/problem/%E6%B4%9B%E8%B0%B7-P2197",
            "https://vjudge.net/problem/%E6%B4%9B%E8%B0%B7",
            "https://1024.example/problem/%E4%B8%AD",
            "https://127.0.0.1:8080/p/1",
            "https://x.y/problems/__/",
            "https://codeforces.com/contest/954/problem/G-1",
        ];
        for url in urls {
            let name = name(url);
            assert!(crate::scaffold::check_name(&name).is_ok(), "{url}: {name}");
        }
    }

    #[test]
    fn new_takes_only_the_names_the_judges_pages_give() {
        for judge in JUDGES {
            for (_, name) in judge.examples {
                if judge.prefix != "vjudge" || name.starts_with("vjudge-") {
                    assert!(Identity::of_new_name(name).is_ok(), "{name}");
                }
            }
        }
        for name in [
            "hdu-c1107p1003",
            "cf-1234b1",
            "typical90-cl",
            "timus-1000",
            "uva-1378",
            "la-3668",
            "nowcoder-14390",
            "lightoj-01248",
        ] {
            assert!(Identity::of_new_name(name).is_ok(), "{name}");
        }
        for (name, says) in [
            (
                "hdu-2188x",
                "the id read from it is \"2188x\"; expected hdu-<problem number",
            ),
            ("hdu-01847", "(that page is named hdu-1847)"),
            ("hdu-c01107p1003", "(that page is named hdu-c1107p1003)"),
            ("poj-1067a", "e.g. poj-1067"),
            (
                "cf-954",
                "expected cf-<contest number><problem index>, e.g. cf-954g",
            ),
            ("cf-g", "the id read from it is \"G\""),
            ("cses-abc", "e.g. cses-1097"),
            ("vjudge-123456", "e.g. vjudge-123456-a"),
            ("atcoder-2024xa", "expected <contest>-<task>, e.g. abc123-a"),
            ("uva-0100", "(that page is named uva-100)"),
            ("uva-p1378", "expected uva-<problem number"),
        ] {
            let refused = Identity::of_new_name(name).unwrap_err();
            assert!(refused.contains(says), "{name}: {refused}");
            assert!(
                refused.starts_with(&format!("`{name}` names no ")),
                "{refused}"
            );
            assert!(!refused.contains('\n'), "{refused}");
        }
    }

    #[test]
    fn leading_zeros_are_not_part_of_a_numbers_id() {
        let identity =
            Identity::of_url("https://acm.hdu.edu.cn/showproblem.php?pid=01847", "").unwrap();
        assert_eq!(
            (identity.name.as_str(), identity.id.as_str()),
            ("hdu-1847", "1847")
        );
        assert_eq!(name("http://poj.org/problem?id=0"), "poj-0");
    }

    #[test]
    fn titles_lose_the_id_the_extension_puts_in_front() {
        let title = |url: &str, name: &str| Identity::of_url(url, "").unwrap().title(name);
        assert_eq!(
            title(
                "https://www.luogu.com.cn/problem/P2197",
                "P2197 【模板】Nim 游戏"
            ),
            "【模板】Nim 游戏"
        );
        assert_eq!(
            title(
                "https://codeforces.com/contest/954/problem/G",
                "G. Castle Defense"
            ),
            "Castle Defense"
        );
        assert_eq!(
            title(
                "https://atcoder.jp/contests/abc123/tasks/abc123_a",
                "A - Five Antennas"
            ),
            "Five Antennas"
        );
        assert_eq!(
            title(
                "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
                "Brave Game"
            ),
            "Brave Game"
        );
        assert_eq!(
            title("https://cses.fi/problemset/task/1730", "Nim Game I"),
            "Nim Game I"
        );
        assert_eq!(
            title(
                "https://acm.timus.ru/problem.aspx?space=1&num=1000",
                "1000. A+B Problem"
            ),
            "A+B Problem"
        );
        assert_eq!(
            title("https://loj.ac/p/2000", "#2000. 「SDOI2017」数字表格"),
            "「SDOI2017」数字表格"
        );
        assert_eq!(
            title("https://www.acwing.com/problem/content/893/", "Nim游戏"),
            "Nim游戏"
        );
    }
}
