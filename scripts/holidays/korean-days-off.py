"""Writes tests/fixtures/korean-days-off.json: Korea's public holidays 2024-2035 as Python's
`holidays` package gives them, corrected where it disagrees with the law (each correction below
cites it). tests/unit/korean-holidays.test.ts holds the site's calendar to this list.

Remake it (PyPI is not needed; the package's only dependency is python-dateutil):
    git clone https://github.com/vacanza/holidays /tmp/pyholidays   # or any release's sources
    mkdir -p /tmp/pyholidays/holidays-X.dist-info   # the package reads its version from here
    printf 'Metadata-Version: 2.1\\nName: holidays\\nVersion: X\\n' \
        > /tmp/pyholidays/holidays-X.dist-info/METADATA   # X: the VERSION file's number
    PYTHONPATH=/tmp/pyholidays python3 scripts/holidays/korean-days-off.py COMMIT \
        > tests/fixtures/korean-days-off.json
"""

import json
import sys
from datetime import date

import holidays

YEARS = range(2024, 2036)

# Where the package (0.102) disagrees with the law. Day -> name, or None to remove.
CORRECTIONS = {}
REASONS = []


def correct(reason, changes):
    REASONS.append({"reason": reason, "days": sorted(changes)})
    CORRECTIONS.update(changes)


# 공휴일에 관한 법률 art. 2 as amended in 2026 and the gazette's 2026 and 2027 lists: 노동절
# (1 May) is a public holiday from 2026; the package has it only as a bank holiday.
# Art. 3 gives it a substitute day when it falls on a weekend (gazette 2027: 3 May).
correct(
    "노동절 (1 May) is a public holiday since 2026, with a substitute day (Public Holidays Act"
    " art. 2 and 3; gazette 2027-05-03); the package lists it as a bank holiday only",
    {
        **{f"{year}-05-01": "노동절" for year in YEARS if year >= 2026},
        "2027-05-03": "대체공휴일(노동절)",
        "2032-05-03": "대체공휴일(노동절)",
        "2033-05-02": "대체공휴일(노동절)",
    },
)
# Art. 3: every national day (국경일) on a weekend gives a substitute day; 제헌절 is one again
# since 2026 (gazette 2027: 19 July). The package gives 제헌절 none.
correct(
    "제헌절 on a weekend gives a substitute day (Public Holidays Act art. 3; gazette 2027-07-19)",
    {
        "2027-07-19": "대체공휴일(제헌절)",
        "2032-07-19": "대체공휴일(제헌절)",
        "2033-07-18": "대체공휴일(제헌절)",
    },
)
# 공직선거법 art. 34(1)1: the presidential election is on the first Wednesday from the 70th day
# before the term ends. The term that began on 4 June 2025 (after the 3 June 2025 election for a
# vacancy, art. 14(1)) ends on 3 June 2030: 70 days before is Monday 25 March, so Wednesday
# 27 March 2030; the next term ends 3 June 2035: Wednesday 28 March 2035. The package says the
# first Wednesday of April.
correct(
    "presidential elections: first Wednesday from the 70th day before the term ends on 3 June"
    " (Public Official Election Act art. 34(1)1); the package has the first Wednesday of April",
    {
        "2030-04-03": None,
        "2030-03-27": "대통령 선거일",
        "2035-04-04": None,
        "2035-03-28": "대통령 선거일",
    },
)
# Art. 34(1)3: local elections on the first Wednesday from the 30th day before the terms end on
# 30 June. 31 May 2034 is a Wednesday, and neither it nor a day beside it is a holiday (art.
# 34(2)), as on 31 May 2006. The package moves it to 14 June because 6 June is a Tuesday.
correct(
    "local elections 2034: Wednesday 31 May is the first Wednesday from the 30th day before"
    " 30 June (Public Official Election Act art. 34(1)3); the package has 14 June",
    {"2034-06-14": None, "2034-05-31": "전국동시지방선거"},
)

days = {d.isoformat(): name for d, name in holidays.KR(years=YEARS).items()}
for day, name in CORRECTIONS.items():
    if name is None:
        days.pop(day)
    else:
        days[day] = name
print(
    json.dumps(
        {
            "made": f"Python holidays {holidays.__version__}"
            + (f" (vacanza/holidays {sys.argv[1]})" if len(sys.argv) > 1 else "")
            + ", holidays.KR(years=range(2024, 2036)), by scripts/holidays/korean-days-off.py",
            "corrections": REASONS,
            "days": dict(sorted(days.items())),
        },
        ensure_ascii=False,
        indent=2,
    )
)
