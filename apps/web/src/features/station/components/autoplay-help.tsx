// The help dialogs of the bell warning (docs/station-run.md, 'Messages'): how to let this site play the
// bell (Enabling Auto-Play), and what else keeps an iPhone, iPad or Mac quiet (Apple Device Issues).
// Instructions are the browsers' own menu names as of 2024-2025 releases.
import { Modal } from 'antd';
import { messages } from '@osce/shared/messages';

export type AutoplayHelpTopic = 'autoplay' | 'apple';

interface AutoplayHelpProps {
  topic: AutoplayHelpTopic | null;
  onClose: () => void;
}

function EnablingAutoPlay() {
  const site = typeof window === 'undefined' ? 'this site' : window.location.host;
  return (
    <>
      <p>
        The bell plays without you pressing anything, which browsers call auto-play. Pressing Start
        Station lets most browsers ring it; Safari may still block it until you allow auto-play for{' '}
        {site}.
      </p>
      <h3>Safari on a Mac</h3>
      <ol>
        <li>With this page open, choose Safari › Settings for {site}… in the menu bar.</li>
        <li>Set Auto-Play to Allow All Auto-Play.</li>
        <li>Reload this page.</li>
      </ol>
      <p>
        You can also do it in Safari › Settings › Websites › Auto-Play. If the speaker icon in the
        tab or address bar is crossed out, click it to unmute the tab.
      </p>
      <h3>Safari on iPhone and iPad</h3>
      <p>
        There is no auto-play setting. Tap Start Station yourself (it prepares the bell), keep this
        page on screen, and see Apple Device Issues.
      </p>
      <h3>Chrome and Edge</h3>
      <p>Click the icon to the left of the address, open Site settings and set Sound to Allow.</p>
      <h3>Firefox</h3>
      <p>
        Click the icon to the left of the address and, under Permissions, set Autoplay to Allow
        Audio and Video.
      </p>
      <p>
        Whatever the browser, when the bell cannot ring a message at the top of the screen says
        which phase has started.
      </p>
    </>
  );
}

function AppleDeviceIssues() {
  return (
    <>
      <h3>Keep the station on screen</h3>
      <p>
        iPhone and iPad pause a web page while the screen is locked, another app is open or another
        tab is showing. The timers keep the right time, but the bell cannot ring until you come
        back; the station then shows the phase it has reached.
      </p>
      <p>
        Turn Auto-Lock off while you practise, or make it longer: Settings › Display & Brightness ›
        Auto-Lock.
      </p>
      <h3>Silent mode and volume</h3>
      <ul>
        <li>
          If the Ring/Silent switch or the Action button has put the device in silent mode, sounds
          from web pages may not play. Turn silent mode off.
        </li>
        <li>
          Turn the volume up with the side buttons while this page is open, and check that the sound
          is not going to headphones or a speaker you are not using (Control Centre shows where
          audio goes).
        </li>
      </ul>
      <h3>On a Mac</h3>
      <p>
        Safari decides per website whether the bell may ring: see Enabling Auto-Play. Check also
        that the tab is not muted and that the Mac's sound is on.
      </p>
    </>
  );
}

export function AutoplayHelp({ topic, onClose }: AutoplayHelpProps) {
  return (
    <Modal
      open={topic !== null}
      title={topic === 'apple' ? messages.appleHelpTitle : messages.autoplayHelpTitle}
      onCancel={onClose}
      onOk={onClose}
      okText={messages.helpClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      rootClassName="autoplay-help"
    >
      {topic === 'apple' ? <AppleDeviceIssues /> : <EnablingAutoPlay />}
    </Modal>
  );
}
