import { installTouchScreen } from '@app/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSite, featured, landingData, renderLander } from '../../../testing/render-lander';
import { PartnerCountdown } from '../../components/partner-countdown';
import { LANDER_NAMES, findCampaign } from './lander-registry';
import { LanderView } from './lander-view';

const member = {
  ...featured(1)[0]!,
  id: 55,
  name: 'Marit',
  age: 31,
  city: 'Haarlem',
  about: 'Zeilen, koffie en lange wandelingen.',
  about_lang: 'nl',
};

function renderCampaign(
  name: string,
  options: Parameters<typeof renderLander>[1] = {},
  slug?: string,
) {
  const campaign = findCampaign(name, slug)!;
  const data = landingData({
    member: name.startsWith('member-') ? member : null,
    map:
      name === 'maplanding'
        ? {
            country: 'NL',
            outline: 'M0,0L100,0L100,100Z',
            width: 1000,
            height: 1200,
            pins: [{ id: 100, x: 500, y: 600 }],
          }
        : null,
  });
  return renderLander(<LanderView campaign={campaign} data={data} />, options);
}

describe('every lander', () => {
  it.each(LANDER_NAMES)('%s shows its headline, members and a way to sign up', async (name) => {
    await renderCampaign(name, { search: '?ref=spring&sub1={x}&other=1' });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    // Real members of the landing data, by name.
    const shown = name.startsWith('member-') ? 'Marit' : 'Eva';
    expect(screen.getAllByText(new RegExp(shown)).length).toBeGreaterThan(0);
    // Every way to sign up carries the visit's tracking data, and only it.
    const signups = screen
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => /\/signup/.test(href));
    if (name !== 'member-landing2') {
      expect(signups.length).toBeGreaterThan(0);
      for (const href of signups) expect(href).toMatch(/\?ref=spring&sub1=%7Bx%7D$/);
    }
  });
});

describe('wording', () => {
  it('speaks of the site’s niche, in the visitor’s language', async () => {
    await renderCampaign('gallery', { site: aSite({ niche: 7 }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '8 men near you, online today',
    );
  });

  it('fills the campaign’s texts in French', async () => {
    await renderCampaign('gallery', { site: aSite({ niche: 5 }), language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '8 femmes mûres près de chez vous, en ligne aujourd’hui',
    );
    expect(screen.getByText(/420 membres \(Pays-Bas\)/)).toBeVisible();
  });

  it('follows the slug’s variant', async () => {
    await renderCampaign('gallery', {}, 'mature');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Singles over 40');
  });
});

describe('member landings', () => {
  it('show the member’s own words in the language they wrote them', async () => {
    await renderCampaign('member-landing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet Marit');
    expect(screen.getByText('Zeilen, koffie en lange wandelingen.')).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('link', { name: 'Write to Marit' })).toHaveAttribute(
      'href',
      '/members/55/signup',
    );
  });

  it('carry a first message into sign-up, an icebreaker to start from', async () => {
    const user = userEvent.setup();
    await renderCampaign('member-landing2', { search: '?ref=mail' });
    const box = screen.getByLabelText('Your first message to Marit');
    await user.click(
      screen.getByRole('button', { name: 'If we met for coffee, what would you order?' }),
    );
    expect(box).toHaveValue('If we met for coffee, what would you order?');
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/members/55/signup');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByDisplayValue('mail')).toHaveAttribute('name', 'ref');
  });
});

// jsdom has no pointer events: mouse events with a pointer id stand in for them.
beforeAll(() => {
  class PointerEventStandIn extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent ??= PointerEventStandIn as unknown as typeof PointerEvent;
});

describe('tinder swipe', () => {
  it('likes with →, passes with ←, then asks to sign up', async () => {
    const user = userEvent.setup();
    const campaign = findCampaign('tinderswipe')!;
    await renderLander(
      <LanderView campaign={campaign} data={landingData({ featured: featured(3) })} />,
    );
    const card = () => screen.getByRole('group', { name: /, \d+$/ });
    expect(card()).toHaveAccessibleName('Eva, 25');
    expect(card()).toHaveAccessibleDescription(
      'Press the right arrow to like, the left arrow to pass.',
    );
    card().focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('You liked Eva.')).toBeVisible();
    expect(card()).toHaveAccessibleName('Lena, 26');
    expect(card()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: /Like/ }));
    expect(screen.getByRole('heading', { name: 'You liked 2 profiles' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See my matches' })).toHaveAttribute('href', '/signup');
  });

  it('tells a finger to swipe, not to press arrow keys (issue 49 §13)', async () => {
    const undo = installTouchScreen();
    try {
      await renderLander(
        <LanderView
          campaign={findCampaign('tinderswipe')!}
          data={landingData({ featured: featured(2) })}
        />,
      );
      expect(screen.getByRole('group', { name: 'Eva, 25' })).toHaveAccessibleDescription(
        'Swipe the card right to like, left to pass.',
      );
    } finally {
      undo();
    }
  });

  it('takes a card dragged far enough as a swipe', async () => {
    const campaign = findCampaign('tinderswipe')!;
    await renderLander(
      <LanderView campaign={campaign} data={landingData({ featured: featured(2) })} />,
    );
    const card = screen.getByRole('group', { name: 'Eva, 25' });
    // Past half the swipe distance the card shows which it will be (the gesture both swipes share).
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    expect(within(card).getByText('Pass')).toBeVisible();
    fireEvent.pointerMove(card, { clientX: 60, pointerId: 1 });
    fireEvent.pointerUp(card, { pointerId: 1 });
    expect(screen.getByRole('group', { name: 'Lena, 26' })).toBeVisible();
    expect(screen.queryByText(/You liked/)).not.toBeInTheDocument();
  });
});

describe('the partner hand-over', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down the seconds, then leaves for the partner', async () => {
    const go = jest.fn();
    const partner = { name: 'Amora Live', url: 'https://live.amora.example/', seconds: 3 };
    await renderLander(<PartnerCountdown partner={partner} onStay={() => {}} go={go} />);
    expect(screen.getByText('Taking you to Amora Live in 3 seconds…')).toBeVisible();
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Taking you to Amora Live in 1 second…')).toBeVisible();
    expect(go).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(go).toHaveBeenCalledWith('https://live.amora.example/');
  });

  it('lets the visitor stay, or go at once', async () => {
    const stay = jest.fn();
    const partner = { name: 'Amora Live', url: 'https://live.amora.example/', seconds: 5 };
    await renderLander(<PartnerCountdown partner={partner} onStay={stay} go={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', partner.url);
    fireEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(stay).toHaveBeenCalled();
  });

  it('offers the partner on the resell teaser card where the site resells', async () => {
    await renderCampaign('video', { site: aSite({ memberResell: true }) });
    expect(screen.getByRole('link', { name: 'Visit Amora Live' })).toHaveAttribute(
      'href',
      'https://live.amora.example/',
    );
    await renderCampaign('transitionsvideolanding');
    expect(screen.getAllByRole('link', { name: /^Write to / }).length).toBeGreaterThan(0);
  });
});
